import { trainer } from '../../kit'

/** ex1-85. A Pokémon Tool: between turns, with 2 or more damage counters, remove 2 once, then discarded. */
export const ORAN_BERRY = trainer('tool', {
  id: 'ex1-85',
  name: 'Oran Berry',
  text:
    'At the end of each turn (before Pokémon Checkup), if the Pokémon this is attached to has 2 or more damage ' +
    'counters on it, remove 2 damage counters from it and this card is discarded.',
  hooks: {
    endOfTurn: (h) => {
      if (!h.self || h.card === null || h.damageOn(h.self) < 20) return
      h.heal(h.self, 20)
      h.discardAttached(h.card)
    },
  },
})
