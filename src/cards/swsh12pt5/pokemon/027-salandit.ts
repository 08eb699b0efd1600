import { attack, pokemon, weak } from '../../kit'
import { isBasicPokemon } from '../../effects/card-kinds'
import { searchDeckToBench } from '../../effects/cards-in-hand'

export const SALANDIT = pokemon({
  id: 'swsh12pt5-27',
  name: 'Salandit',
  stage: 'basic',
  hp: 70,
  types: ['fire'],
  weakness: weak('water'),
  retreat: 1,
  attacks: [
    attack('Call for Family', ['colorless'], 0, {
      text: 'Look through your deck for a Basic Pokémon, put it onto your Bench (if there is room), then shuffle your deck.',
      *effect(c) {
        yield* searchDeckToBench(c, 1, isBasicPokemon, 'Call for Family: choose a Basic Pokémon for your Bench')
      },
    }),
    attack('Scratch', ['fire'], 10),
  ],
})
