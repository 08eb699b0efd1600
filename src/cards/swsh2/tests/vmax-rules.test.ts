/**
 * The rules of Pokémon V and VMAX on the real cards of Rebel Clash (Rillaboom V swsh2-17, Rillaboom VMAX swsh2-18):
 * the Prize cards a Knock Out gives (rules.md KO-3 and its §3 table), the last Prizes when fewer remain, and when a
 * VMAX may evolve (rules.md E-2, E-3, E-4). The engine's own mechanism tests use made-up cards; these show the real
 * cards carry the right stage and rule box.
 */
import { describe, expect, it } from 'vitest'
import { takePrizes } from '../../../engine/testing/menu'
import { E, active, game, pile, swsh2, top } from './helpers'

const V = swsh2(17) // Rillaboom V, 220 HP
const VMAX = swsh2(18) // Rillaboom VMAX, 330 HP, evolves from Rillaboom V
const CATERPIE = swsh2(1)

/** Seat 0's Rillaboom VMAX uses Scratch (50) on seat 1's Active `defender` (of `hp` HP), which has 50 HP left. */
function scratch(defender: string[], hp: number, prizesLeft = 6) {
  return game({
    players: [
      {
        active: { card: [V, VMAX], energy: [E.grass] },
        prizes: Array.from({ length: prizesLeft }, () => E.fire),
      },
      { active: { card: defender, damage: hp - 50 }, bench: [CATERPIE] },
    ],
  })
}

describe('rules.md KO-3 (§3 table): the Prize cards a Knock Out of a real V and VMAX gives', () => {
  it('rules.md KO-3: Knocking Out Rillaboom V gives 2 Prize cards', () => {
    const d = scratch([V], 220)
    d.pick('Attack: Scratch')
    expect(takePrizes(d)).toBe(2)
    expect(pile(d.state, 0, 'prizes')).toHaveLength(4)
  })

  it('rules.md KO-3: Knocking Out Rillaboom VMAX gives 3 Prize cards, and the V under it goes to the discard pile too', () => {
    const d = scratch([V, VMAX], 330)
    d.pick('Attack: Scratch')
    expect(takePrizes(d)).toBe(3)
    expect(pile(d.state, 0, 'prizes')).toHaveLength(3)
    expect(pile(d.state, 1, 'discard')).toEqual(expect.arrayContaining([V, VMAX]))
  })

  it('rules.md KO-3 (inference: take all that remain), KO-5: with 2 Prize cards left, Knocking Out a VMAX takes both and wins', () => {
    const d = scratch([V, VMAX], 330, 2)
    d.pick('Attack: Scratch')
    if (d.state.pending?.ask === 'take-prize') expect(takePrizes(d)).toBe(2)
    expect(pile(d.state, 0, 'prizes')).toHaveLength(0)
    expect(d.state.result?.winner).toBe(0)
  })
})

describe('rules.md E-2, E-3, E-4: a VMAX evolves from its named V, not in its first turn in play', () => {
  const evolveLabel = 'Evolve Rillaboom V into Rillaboom VMAX'

  it('rules.md E-4: Rillaboom VMAX evolves from Rillaboom V in play since an earlier turn', () => {
    const d = game({ players: [{ active: { card: V, playedTurn: 1 }, hand: [VMAX] }, { active: CATERPIE }] })
    d.pick(evolveLabel)
    expect(top(d.state, active(d.state, 0))).toBe(VMAX)
  })

  it('rules.md E-2: not onto a Rillaboom V put into play this turn', () => {
    const d = game({
      players: [{ active: CATERPIE, hand: [V, VMAX] }, { active: CATERPIE }],
    })
    d.pick((o) => o.label.includes('Rillaboom V') && !o.label.includes('VMAX')) // onto the Bench
    expect(d.state.players[0].bench.map((s) => top(d.state, s))).toEqual([V])
    expect(d.labels().some((l) => l.includes(evolveLabel))).toBe(false)
  })

  it("rules.md E-3: not during the player's own first turn", () => {
    const d = game({ turn: 1, players: [{ active: V, hand: [VMAX] }, { active: CATERPIE }] })
    expect(d.labels().some((l) => l.includes(evolveLabel))).toBe(false)
  })

  it('rules.md E-4: not from another Pokémon V (Rillaboom VMAX does not go onto Eldegoss V)', () => {
    const d = game({ players: [{ active: { card: swsh2(19), playedTurn: 1 }, hand: [VMAX] }, { active: CATERPIE }] })
    expect(d.labels().some((l) => l.includes('into Rillaboom VMAX'))).toBe(false)
  })
})
