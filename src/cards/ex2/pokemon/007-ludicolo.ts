import { attack, pokemon, weak } from '../../kit'
import { extraWaterEnergy } from '../../effects/energy'
import { RAIN_DISH } from '../bodies'

export const LUDICOLO = pokemon({
  id: 'ex2-7',
  name: 'Ludicolo',
  stage: 'stage2',
  evolvesFrom: 'Lombre',
  hp: 90,
  types: ['water'],
  weakness: weak('lightning'),
  retreat: 2,
  abilities: [RAIN_DISH],
  attacks: [
    attack('Hydro Punch', ['water', 'colorless', 'colorless'], 50, {
      damageSuffix: '+',
      text: "Does 50 damage plus 10 more for each Water Energy attached to Ludicolo that isn't needed to pay this attack's cost (at most 20 more).",
      effect: (c) => {
        c.damage += 10 * extraWaterEnergy(c, 2)
      },
    }),
  ],
})
