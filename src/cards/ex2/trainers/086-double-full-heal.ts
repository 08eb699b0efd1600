import { activeRef } from '../../../engine'
import { trainer } from '../../kit'

/**
 * ex2-86. An Item: every Special Condition leaves your Active Pokémon. "Each of your Active Pokémon" speaks of the
 * 2-on-2 Battle variant ([003] Appendix A); in the ordinary game it is the one Active Pokémon.
 */
export const DOUBLE_FULL_HEAL = trainer('item', {
  id: 'ex2-86',
  name: 'Double Full Heal',
  text: 'Your Active Pokémon recovers from all Special Conditions (Asleep, Burned, Confused, Paralyzed and Poisoned).',
  play(c) {
    if (c.exists(activeRef(c.seat))) c.cure(activeRef(c.seat))
  },
})
