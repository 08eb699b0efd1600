import { attack, pokemon, resist, weak } from '../../kit'
import { moreDamageIfDefendingDamaged } from '../../effects/damage'

/** ex2-37. Fearow: Double Wing Attack (20 to the Defending Pokémon); Rend hits a damaged one harder. No Retreat Cost. */
export const FEAROW = pokemon({
  id: 'ex2-37',
  name: 'Fearow',
  stage: 'stage1',
  evolvesFrom: 'Spearow',
  hp: 70,
  types: ['colorless'],
  weakness: weak('lightning'),
  resistance: resist('fighting'),
  retreat: 0,
  attacks: [
    attack('Double Wing Attack', ['colorless', 'colorless'], 0, {
      text: 'Does 20 damage to each Defending Pokémon.',
      effect(c) {
        // Both of them in a 2-on-2 Battle (seed 003 Appendix A "Attack!"), the one in 1-on-1.
        for (const ref of c.eachDefending) c.dealDamage(20, ref)
      },
    }),
    attack('Rend', ['colorless', 'colorless', 'colorless'], 30, {
      damageSuffix: '+',
      text: 'If the Defending Pokémon has any damage counters on it, this attack does 20 more damage.',
      effect: moreDamageIfDefendingDamaged(20),
    }),
  ],
})
