/**
 * Rebel Clash's card sense (read by card sense, src/ai/card-sense, from the card's text: no hint names it) change what the heuristic policy plays where its defaults
 * misjudge a card: the same position with and without card sense. Lives in src/sim because it needs both the AI
 * and the card set (src/ai may not import src/cards).
 */
import { describe, expect, it } from 'vitest'
import { createEngine, viewFor } from '../engine'
import { fill, harness } from '../engine/testing/harness'
import type { ScenarioSpec } from '../engine/testing/scenario'
import { cardDb } from '../cards/registry'
import { SV_ENERGY as E } from '../cards/sve'
import { freshTurnMemory, heuristicPicks } from '../ai/heuristic/policy'
import { hintProbe } from './hint-probe'

const db = cardDb()
const engine = createEngine(db)
const filler = fill(6, E.fire)
const { game } = harness(engine, { rules: 'modern', deck: filler, prizes: filler })
const rcl = (n: number) => `swsh2-${n}`
const MACHOP = 'base1-52'
const CHARMANDER = 'base1-46'
const PIKACHU = 'base1-58'

const { firstAction, played } = hintProbe(db)

describe('Rebel Clash card sense', () => {
  it('Scoop Up Net is not played for nothing', () => {
    const s = game({
      players: [
        { active: { card: MACHOP, energy: [E.fighting] }, bench: [PIKACHU], hand: [rcl(165)] },
        { active: 'sv3pt5-143' },
      ],
    }).state
    expect(played(firstAction(s, false), s)).toBe('Scoop Up Net') // without card sense, the default plays any Item
    expect(played(firstAction(s), s)).not.toBe('Scoop Up Net')
  })
  it('Tool Scrapper only when the opponent has a Tool, not to throw away our own', () => {
    const spec = (theirTools: string[]): ScenarioSpec => ({
      players: [
        { active: { card: MACHOP, energy: [E.fighting], tools: [rcl(157)] }, hand: [rcl(168)] },
        { active: { card: 'sv3pt5-143', tools: theirTools } },
      ],
    })
    const none = game(spec([])).state
    expect(played(firstAction(none, false), none)).toBe('Tool Scrapper')
    expect(played(firstAction(none), none)).not.toBe('Tool Scrapper')
    const theirs = game(spec([rcl(157)]))
    expect(played(firstAction(theirs.state), theirs.state)).toBe('Tool Scrapper')
    // And it discards theirs, not ours.
    theirs.pick('Play Tool Scrapper')
    const view = viewFor(theirs.state, 0)
    theirs.pickIndices(heuristicPicks(db, view, view.pending!.decision!, freshTurnMemory(), { hints: [] }))
    expect(theirs.state.players[0].active!.tools).toHaveLength(1)
    expect(theirs.state.players[1].active!.tools).toHaveLength(0)
  })
  it('Training Court: its once-a-turn action is used when a basic Energy waits in the discard pile', () => {
    const s = game({
      stadium: { card: rcl(169), owner: 1 },
      players: [{ active: { card: MACHOP, energy: [E.fighting] }, discard: [E.fighting] }, { active: 'sv3pt5-143' }],
    }).state
    expect(firstAction(s, false).type).not.toBe('use-stadium') // without card sense, the default never uses a Stadium's action
    expect(firstAction(s).type).toBe('use-stadium')
  })
  it('Burning Scarf goes on a Fire Pokémon only', () => {
    const s = game({
      players: [
        { active: { card: MACHOP, energy: [E.fighting] }, bench: [CHARMANDER], hand: [rcl(155)] },
        { active: 'sv3pt5-143' },
      ],
    }).state
    const a = firstAction(s)
    expect(a.type === 'attach-tool' && a.target).toEqual({ seat: 0, zone: 'bench', index: 0 })
  })
})
