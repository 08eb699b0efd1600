import type { SpecialCondition } from '../../../engine'
import { trainer } from '../../kit'

const CONDITIONS: readonly SpecialCondition[] = ['asleep', 'burned', 'confused', 'paralyzed', 'poisoned']

/** swsh1-168. A Pokémon Tool: at the end of a turn it cures every Special Condition once, then is discarded. */
export const LUM_BERRY = trainer('tool', {
  id: 'swsh1-168',
  name: 'Lum Berry',
  text:
    'At the end of each turn (before Pokémon Checkup), if the Pokémon this is attached to has any Special Condition, ' +
    'it recovers from all of them and this card is discarded.',
  hooks: {
    endOfTurn: (h) => {
      if (!h.self || h.card === null) return
      const self = h.self
      if (!CONDITIONS.some((cond) => h.hasCondition(self, cond))) return
      h.cure(self)
      h.discardAttached(h.card)
    },
  },
})
