import { activeRef } from '../../../engine'
import { trainer } from '../../kit'

/** swsh2-159. An Item: the Active Pokémon recovers from every Special Condition. */
export const FULL_HEAL = trainer('item', {
  id: 'swsh2-159',
  name: 'Full Heal',
  text: 'Your Active Pokémon recovers from all Special Conditions (Asleep, Burned, Confused, Paralyzed and Poisoned).',
  play(c) {
    if (c.exists(activeRef(c.seat))) c.cure(activeRef(c.seat))
  },
})
