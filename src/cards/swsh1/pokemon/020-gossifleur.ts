import { attack, pokemon, weak } from '../../kit'
import { isBasicPokemon } from '../../effects/card-kinds'
import { searchDeckToBench } from '../../effects/cards-in-hand'

export const GOSSIFLEUR = pokemon({
  id: 'swsh1-20',
  name: 'Gossifleur',
  stage: 'basic',
  hp: 50,
  types: ['grass'],
  weakness: weak('fire'),
  retreat: 1,
  attacks: [
    attack('Call for Family', ['colorless'], 0, {
      text: 'Look through your deck for up to 3 Basic Pokémon, put them onto your Bench (no more than it has room for), then shuffle your deck.',
      *effect(c) {
        yield* searchDeckToBench(c, 3, isBasicPokemon, 'Call for Family: choose up to 3 Basic Pokémon for your Bench')
      },
    }),
    attack('Razor Leaf', ['grass'], 10),
  ],
})
