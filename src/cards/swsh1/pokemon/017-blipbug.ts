import { attack, pokemon, weak } from '../../kit'
import { isBasicPokemon } from '../../effects/card-kinds'
import { searchDeckToBench } from '../../effects/cards-in-hand'

export const BLIPBUG_17 = pokemon({
  id: 'swsh1-17',
  name: 'Blipbug',
  stage: 'basic',
  hp: 40,
  types: ['grass'],
  weakness: weak('fire'),
  retreat: 1,
  attacks: [
    attack('Call for Family', ['colorless'], 0, {
      text: 'Look through your deck for a Basic Pokémon, put it onto your Bench (if there is room), then shuffle your deck.',
      *effect(c) {
        yield* searchDeckToBench(c, 1, isBasicPokemon, 'Call for Family: choose a Basic Pokémon for your Bench')
      },
    }),
  ],
})
