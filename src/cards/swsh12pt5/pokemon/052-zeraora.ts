import { attack, pokemon, weak } from '../../kit'
import { alsoDamagesItself } from '../../effects/damage'

export const ZERAORA = pokemon({
  id: 'swsh12pt5-52',
  name: 'Zeraora',
  stage: 'basic',
  hp: 120,
  types: ['lightning'],
  weakness: weak('fighting'),
  retreat: 1,
  attacks: [
    attack('Wild Charge', ['lightning', 'colorless'], 70, {
      text: 'This Pokémon takes 20 damage too.',
      effect: alsoDamagesItself(20),
    }),
  ],
})
