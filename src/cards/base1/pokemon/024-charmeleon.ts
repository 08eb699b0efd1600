import { attack, pokemon, weak } from '../../kit'
import { discardEnergyToUse } from '../../effects/energy'

export const CHARMELEON = pokemon({
  id: 'base1-24',
  name: 'Charmeleon',
  stage: 'stage1',
  evolvesFrom: 'Charmander',
  hp: 80,
  types: ['fire'],
  weakness: weak('water'),
  retreat: 1,
  attacks: [
    attack('Slash', ['colorless', 'colorless', 'colorless'], 30),
    attack('Flamethrower', ['fire', 'fire', 'colorless'], 50, {
      text: 'To use this attack, discard 1 Fire Energy card attached to Charmeleon.',
      payCost: discardEnergyToUse(1, 'fire'),
    }),
  ],
})
