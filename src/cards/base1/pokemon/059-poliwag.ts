import { attack, pokemon, weak } from '../../kit'
import { extraWaterEnergy } from '../../effects/energy'

export const POLIWAG = pokemon({
  id: 'base1-59',
  name: 'Poliwag',
  stage: 'basic',
  hp: 40,
  types: ['water'],
  weakness: weak('grass'),
  retreat: 1,
  attacks: [
    attack('Water Gun', ['water'], 10, {
      damageSuffix: '+',
      text: "Does 10 more damage for each Water Energy on Poliwag beyond the one this attack's cost needs, up to 20 more.",
      // The cost is one Water: every other Water is extra; copied (Metronome), no cost was paid and every Water counts.
      effect(c) {
        c.damage += 10 * extraWaterEnergy(c, 2)
      },
    }),
  ],
})
