import { attack, pokemon, resist, weak } from '../../kit'
import { extraWaterEnergy } from '../../effects/energy'

export const PELIPPER = pokemon({
  id: 'ex2-50',
  name: 'Pelipper',
  stage: 'stage1',
  evolvesFrom: 'Wingull',
  hp: 70,
  types: ['water'],
  weakness: weak('lightning'),
  resistance: resist('fighting'),
  retreat: 0,
  attacks: [
    attack('Water Gun', ['colorless', 'colorless'], 30, {
      damageSuffix: '+',
      text: "Does 30 damage plus 10 more for each Water Energy attached to Pelipper that isn't needed to pay this attack's cost (at most 20 more).",
      effect(c) {
        c.damage += 10 * extraWaterEnergy(c, 2)
      },
    }),
  ],
})
