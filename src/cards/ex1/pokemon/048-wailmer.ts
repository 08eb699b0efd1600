import { extraWaterEnergy } from '../../effects/energy'
import { attack, pokemon, weak } from '../../kit'

/** ex1-48. Wailmer: Rest heals 40 and cures, then sends it to sleep; Water Gun grows with spare Water Energy. */
export const WAILMER = pokemon({
  id: 'ex1-48',
  name: 'Wailmer',
  stage: 'basic',
  hp: 80,
  types: ['water'],
  weakness: weak('lightning'),
  retreat: 3,
  attacks: [
    attack('Rest', ['colorless', 'colorless'], 0, {
      text: 'Remove all Special Conditions and 4 damage counters from Wailmer (all if it has fewer). Wailmer is now Asleep.',
      effect: (c) => {
        c.cure(c.self)
        c.heal(c.self, 40)
        c.asleep(c.self)
      },
    }),
    attack('Water Gun', ['water', 'colorless'], 20, {
      damageSuffix: '+',
      text: "10 more damage for each Water Energy on Wailmer that isn't needed to pay this attack's cost (at most 20 more).",
      effect: (c) => {
        c.damage += 10 * extraWaterEnergy(c, 2)
      },
    }),
  ],
})
