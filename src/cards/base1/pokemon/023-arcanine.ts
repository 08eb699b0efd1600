import { attack, pokemon, weak } from '../../kit'
import { alsoDamagesItself } from '../../effects/damage'
import { discardEnergyToUse } from '../../effects/energy'

export const ARCANINE = pokemon({
  id: 'base1-23',
  name: 'Arcanine',
  stage: 'stage1',
  evolvesFrom: 'Growlithe',
  hp: 100,
  types: ['fire'],
  weakness: weak('water'),
  retreat: 3,
  attacks: [
    attack('Flamethrower', ['fire', 'fire', 'colorless'], 50, {
      text: 'To use this attack, discard 1 Fire Energy card attached to Arcanine.',
      payCost: discardEnergyToUse(1, 'fire'),
    }),
    attack('Take Down', ['fire', 'fire', 'colorless', 'colorless'], 80, {
      text: 'Arcanine also does 30 damage to itself.',
      effect: alsoDamagesItself(30),
    }),
  ],
})
