import { trainer } from '../../kit'

/** swsh1-182. A Pokémon Tool: at the end of a turn, with 3 or more damage counters, heal 30 once, then discarded. */
export const SITRUS_BERRY = trainer('tool', {
  id: 'swsh1-182',
  name: 'Sitrus Berry',
  text:
    'At the end of each turn (before Pokémon Checkup), if the Pokémon this is attached to has 3 or more damage ' +
    'counters on it, heal 30 damage from it and this card is discarded.',
  hooks: {
    endOfTurn: (h) => {
      if (!h.self || h.card === null || h.damageOn(h.self) < 30) return
      h.heal(h.self, 30)
      h.discardAttached(h.card)
    },
  },
})
