import { searchDeckToBench } from '../../effects/cards-in-hand'
import { alsoDamagesItself } from '../../effects/damage'
import { attack, pokemon, weak } from '../../kit'

export const RILLABOOM_V = pokemon({
  id: 'swsh2-17',
  name: 'Rillaboom V',
  stage: 'basic',
  ruleBox: 'V',
  hp: 220,
  types: ['grass'],
  weakness: weak('fire'),
  retreat: 3,
  attacks: [
    attack('Forest Feast', ['grass'], 0, {
      text: 'Search your deck for up to 2 Basic Grass Pokémon, put them onto your Bench, and shuffle your deck.',
      *effect(c) {
        yield* searchDeckToBench(
          c,
          2,
          (d) => d.kind === 'pokemon' && d.stage === 'basic' && d.types.includes('grass'),
          'Choose up to 2 Basic Grass Pokémon for your Bench',
        )
      },
    }),
    attack('Wood Hammer', ['grass', 'grass', 'grass', 'colorless'], 220, {
      text: 'This Pokémon also does 30 damage to itself.',
      effect: alsoDamagesItself(30),
    }),
  ],
})
