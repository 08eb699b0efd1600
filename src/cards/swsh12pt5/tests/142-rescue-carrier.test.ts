import { describe, expect, it } from 'vitest'
import { E, crz, game, menu, pile } from './helpers'

const SOBBLE = 'swsh1-54' // 60 HP
const QWILFISH = 'swsh1-51' // 90 HP: just small enough
const LAPRAS = 'swsh1-48' // 130 HP
const DRIZZILE = 'swsh1-56' // Stage 1, 90 HP
const CHARMANDER = 'base1-46'
const MACHOP = 'base1-52'

describe('swsh12pt5-142 Rescue Carrier', () => {
  it('puts up to 2 Pokémon with 90 HP or less from the discard pile into the hand', () => {
    const d = game({
      players: [
        { active: CHARMANDER, hand: [crz(142)], discard: [SOBBLE, QWILFISH, LAPRAS, DRIZZILE, E.water] },
        { active: MACHOP },
      ],
    })
    d.pick('Play Rescue Carrier')
    // Lapras (130 HP) and the Energy card are not offered; a 90-HP Pokémon is, Basic or not.
    expect(d.labels().sort()).toEqual(['Drizzile', 'Qwilfish', 'Sobble'])
    expect(d.decision.max).toBe(2)
    d.pick('Qwilfish', 'Drizzile')
    expect(pile(d.state, 0, 'hand').sort()).toEqual([QWILFISH, DRIZZILE].sort())
  })
  it("can't be played without such a Pokémon in the discard pile", () => {
    const d = game({
      players: [{ active: CHARMANDER, hand: [crz(142)], discard: [LAPRAS, E.water] }, { active: MACHOP }],
    })
    expect(menu(d)).not.toContain('Play Rescue Carrier')
  })
})
