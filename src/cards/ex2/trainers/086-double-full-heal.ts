import { trainer } from '../../kit'

/**
 * ex2-86. An Item: every Special Condition leaves each of your Active Pokémon: both of them in the 2-on-2 Battle
 * variant ([003] Appendix A "Trainer Cards": "unless the card tells you to apply the effect to two or more of your
 * Pokémon"); in the ordinary game the one Active Pokémon.
 */
export const DOUBLE_FULL_HEAL = trainer('item', {
  id: 'ex2-86',
  name: 'Double Full Heal',
  text: 'Each of your Active Pokémon recovers from all Special Conditions (Asleep, Burned, Confused, Paralyzed and Poisoned).',
  play(c) {
    for (const ref of c.activePokemon(c.seat)) c.cure(ref)
  },
})
