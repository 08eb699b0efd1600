import { attack, pokemon, weak } from '../../kit'

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
      effect(c) {
        // The cost is one Water; every other Water unit is extra (Colorless costs would be paid by other Energy first).
        const extra = Math.max(0, Math.min(2, c.energyUnits(c.self, 'water') - 1))
        c.damage = 10 + 10 * extra
      },
    }),
  ],
})
