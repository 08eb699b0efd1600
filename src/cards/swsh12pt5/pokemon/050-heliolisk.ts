import { attack, pokemon, weak } from '../../kit'
import { alsoDamagesItself } from '../../effects/damage'

export const HELIOLISK = pokemon({
  id: 'swsh12pt5-50',
  name: 'Heliolisk',
  stage: 'stage1',
  evolvesFrom: 'Helioptile',
  hp: 120,
  types: ['lightning'],
  weakness: weak('fighting'),
  retreat: 1,
  attacks: [
    attack('Static Shock', ['lightning'], 30),
    attack('Wild Charge', ['lightning', 'colorless', 'colorless'], 150, {
      text: 'This Pokémon takes 50 damage too.',
      effect: alsoDamagesItself(50),
    }),
  ],
})
