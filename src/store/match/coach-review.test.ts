/**
 * The coach through the match controller (issue 21): with the setting on, the player's main-menu choices of a turn
 * are asked about once the turn has passed (from the player's own view, with the option chosen); the note shows the
 * biggest clearly worse choice; with the setting off nothing is asked.
 */
import { describe, expect, it } from 'vitest'
import type { Hint } from '../../ai/hint'
import type { HintClient, HintQuery } from '../hint-client'
import { inProcessHints } from '../hint-client'
import { createMatch } from './controller'
import { memorySaves } from './save-storage'
import { toMyMain, until } from './testing/drive'

/** A coach client answering every question with Expert's option at `best` and the played one at `played`. */
function cannedCoach(asked: HintQuery[], best: number, played: number): HintClient {
  return {
    ask(q) {
      asked.push(q)
      const choice = (i: number, win: number) => ({
        picks: [i],
        label: q.decision.options[i]!.label,
        win,
        reason: 'Why',
      })
      const h: Hint = {
        decision: q.decision.id,
        best: choice(q.decision.options.length - 1 === q.played ? 0 : q.decision.options.length - 1, best),
        alternatives: [],
        worlds: 1,
        played: choice(q.played!, played),
      }
      return Promise.resolve(h)
    },
    cancel() {},
    dispose() {},
  }
}

async function endMyTurn(coachOn: boolean, coachHints: HintClient) {
  const match = createMatch({ saves: memorySaves(), coachHints, coach: () => coachOn })
  await match.newGame({ humanDeck: 'd-base1-2', aiDeck: 'd-base1-1', rules: 'classic1999', seed: 21 })
  const d = await toMyMain(match, 3)
  const end = d.options.findIndex((o) => o.kind === 'action' && o.action.type === 'end-turn')
  match.respond([end], d.id)
  return { match, d, end }
}

describe('coach review after the player’s turn', () => {
  it('asks about the turn’s choices from the player’s view and shows a note for a clearly worse one', async () => {
    const asked: HintQuery[] = []
    const { match, d, end } = await endMyTurn(true, cannedCoach(asked, 0.62, 0.41))
    await until(() => match.getSnapshot().coach !== null)
    const q = asked.find((a) => a.decision.id === d.id)!
    expect(q.played).toBe(end)
    expect(q.view.viewer).toBe(0)
    expect(q.view.opponent.hand).toBeNull()
    expect(JSON.stringify(q)).not.toContain('"rng"')
    expect(match.getSnapshot().coach!.text).toMatch(/was better than End turn: 62 % vs 41 % to win\.$/)
    match.dismissCoach()
    expect(match.getSnapshot().coach).toBeNull()
  }, 60_000)

  it('says nothing when the choice was about as good, and asks nothing when the coach is off', async () => {
    const asked: HintQuery[] = []
    const close = await endMyTurn(true, cannedCoach(asked, 0.5, 0.45))
    await until(() => asked.length > 0)
    await close.match.whenIdle()
    await new Promise((r) => setTimeout(r, 20))
    expect(close.match.getSnapshot().coach).toBeNull()

    const none: HintQuery[] = []
    const off = await endMyTurn(false, cannedCoach(none, 0.9, 0.1))
    await off.match.whenIdle()
    expect(none).toHaveLength(0)
    expect(off.match.getSnapshot().coach).toBeNull()
  }, 60_000)

  it('reviews with the real hint: ending the turn at once is compared with Expert’s option', async () => {
    const asked: HintQuery[] = []
    const inner = inProcessHints(undefined, { iterations: 2 })
    const spy: HintClient = { ...inner, ask: (q) => (asked.push(q), inner.ask(q)) }
    const { match, d } = await endMyTurn(true, spy)
    await until(() => asked.length > 0)
    const hint = await inner.ask(asked[0]!)
    expect(hint.decision).toBe(d.id)
    expect(hint.played?.label).toBe('End turn')
    expect(hint.played?.win).not.toBeNull()
    await match.whenIdle()
  }, 60_000)
})
