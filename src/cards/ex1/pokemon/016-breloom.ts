import { attack, pokemon, weak } from '../../kit'
import { moreDamageForEach } from '../../effects/damage'

/** ex1-16. Breloom: Battle Blast grows with the Fighting Energy it carries. */
export const BRELOOM = pokemon({
  id: 'ex1-16',
  name: 'Breloom',
  stage: 'stage1',
  evolvesFrom: 'Shroomish',
  hp: 70,
  types: ['grass'],
  weakness: weak('fire'),
  retreat: 1,
  attacks: [
    attack('Headbutt', ['colorless', 'colorless'], 20),
    attack('Battle Blast', ['grass', 'colorless', 'colorless'], 40, {
      damageSuffix: '+',
      text: 'Does 40 damage plus 10 more damage for each Fighting Energy attached to Breloom.',
      effect: moreDamageForEach(10, (c) => c.energyUnits(c.self, 'fighting')),
    }),
  ],
})
