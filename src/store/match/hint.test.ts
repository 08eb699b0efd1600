/**
 * The player's hint through the match controller (issue 21): it answers the pending decision from the player's own
 * view, log and deck only; a new decision drops it; a new request cancels the one in progress.
 */
import { describe, expect, it } from 'vitest'
import type { HintClient, HintQuery } from '../hint-client'
import { inProcessHints } from '../hint-client'
import { createMatch } from './controller'
import { memorySaves } from './save-storage'
import { toMyMain, until } from './testing/drive'

describe('hint (What would you do?)', () => {
  it('suggests an option of the pending decision, with two alternatives, and following it plays it', async () => {
    const asked: HintQuery[] = []
    const inner = inProcessHints(undefined, { iterations: 2 })
    const spy: HintClient = { ...inner, ask: (q) => (asked.push(q), inner.ask(q)) }
    const match = createMatch({ saves: memorySaves(), hints: spy })
    await match.newGame({ humanDeck: 'd-base1-2', aiDeck: 'd-base1-1', rules: 'classic1999', seed: 21 })
    const d = await toMyMain(match, 3)
    match.askHint()
    expect(match.getSnapshot().hint).toEqual({ decision: d.id, status: 'thinking' })
    await until(() => match.getSnapshot().hint?.status === 'ready')
    const h = match.getSnapshot().hint
    if (h?.status !== 'ready') throw new Error('no hint')
    expect(h.hint.decision).toBe(d.id)
    expect(h.hint.best.picks).toHaveLength(1)
    expect(d.options[h.hint.best.picks[0]!]!.label).toBe(h.hint.best.label)
    expect(h.hint.best.reason).not.toBe('')
    expect(h.hint.alternatives.length).toBeGreaterThan(0)
    // The player's own information only: their view (no opponent's hand), their deck list, their redacted log.
    const q = asked[0]!
    expect(q.view.viewer).toBe(0)
    expect(q.view.opponent.hand).toBeNull()
    expect(q.decision.seat).toBe(0)
    expect(JSON.stringify(q)).not.toContain('"rng"')
    // Following it moves the game on, and the hint, which answered that decision, is gone.
    match.respond(h.hint.best.picks, d.id)
    expect(match.getSnapshot().error).toBeNull()
    expect(match.getSnapshot().hint).toBeNull()
  }, 60_000)

  it('a second request or a new decision cancels the hint in progress', async () => {
    let cancels = 0
    const never: HintClient = {
      ask: () => new Promise(() => {}),
      cancel: () => void cancels++,
      dispose: () => {},
    }
    const match = createMatch({ saves: memorySaves(), hints: never })
    await match.newGame({ humanDeck: 'd-base1-2', aiDeck: 'd-base1-1', rules: 'classic1999', seed: 21 })
    const d = await toMyMain(match, 3)
    match.askHint()
    match.askHint()
    expect(cancels).toBe(1)
    expect(match.getSnapshot().hint?.status).toBe('thinking')
    const end = d.options.findIndex((o) => o.kind === 'action' && o.action.type === 'end-turn')
    match.respond([end], d.id)
    expect(cancels).toBe(2)
    expect(match.getSnapshot().hint).toBeNull()
  }, 60_000)
})
