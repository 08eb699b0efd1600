import { attack, pokemon, weak } from '../../kit'
import { alsoDamagesItself } from '../../effects/damage'

/** ex1-14. Wailord (Take Down, Surf). */
export const WAILORD = pokemon({
  id: 'ex1-14',
  name: 'Wailord',
  stage: 'stage1',
  evolvesFrom: 'Wailmer',
  hp: 120,
  types: ['water'],
  weakness: weak('lightning'),
  retreat: 4,
  attacks: [
    attack('Take Down', ['colorless', 'colorless', 'colorless'], 50, {
      text: 'Wailord does 20 damage to itself.',
      effect: alsoDamagesItself(20),
    }),
    attack('Surf', ['water', 'water', 'water', 'colorless', 'colorless'], 70),
  ],
})
