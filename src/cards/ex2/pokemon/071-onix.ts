import { attack, pokemon, weak } from '../../kit'
import { ifHeadsDefendingIsNow } from '../../effects/conditions'
import { damageCountersOn, moreDamageForEach } from '../../effects/damage'

/** ex2-71. Onix: Bind may paralyze; Rage grows with the damage counters on Onix. */
export const ONIX = pokemon({
  id: 'ex2-71',
  name: 'Onix',
  stage: 'basic',
  hp: 80,
  types: ['fighting'],
  weakness: weak('water'),
  retreat: 3,
  attacks: [
    attack('Bind', ['colorless', 'colorless'], 10, {
      text: 'Flip a coin. If heads, the Defending Pokémon is now Paralyzed.',
      effect: ifHeadsDefendingIsNow('paralyzed'),
    }),
    attack('Rage', ['fighting', 'colorless', 'colorless'], 10, {
      damageSuffix: '+',
      text: 'Does 10 damage plus 10 more damage for each damage counter on Onix.',
      effect: moreDamageForEach(10, (c) => damageCountersOn(c, c.self)),
    }),
  ],
})
