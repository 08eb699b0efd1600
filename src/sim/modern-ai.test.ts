/**
 * The heuristic policy (Normal) on real Scarlet & Violet—151 cards: the choices a player would call obvious.
 * Lives in src/sim because it needs both the AI and the card set (src/ai may not import src/cards).
 */
import { describe, expect, it } from 'vitest'
import { createEngine, viewFor } from '../engine'
import type { GameState } from '../engine'
import { fill, harness } from '../engine/testing/harness'
import { active } from '../engine/testing/read'
import { cardDb } from '../cards/registry'
import { loadAiHints } from '../cards/ai-hints'
import { SETS } from '../cards/sets'
import { SV_ENERGY as E } from '../cards/sve'
import { freshTurnMemory, heuristicPicks } from '../ai/heuristic/policy'

const db = cardDb()
const hints = await loadAiHints(SETS)
const engine = createEngine(db)
const sv = (n: number) => `sv3pt5-${n}`
const filler = fill(6, E.fire)
const { game: start } = harness(engine, { rules: 'modern', deck: filler, prizes: filler })

/** The label the heuristic picks at the pending decision. */
function heuristicLabels(state: GameState): string[] {
  const d = state.pending!
  const view = viewFor(state, d.seat)
  return heuristicPicks(db, view, view.pending!.decision!, freshTurnMemory(), { hints }).map((i) => d.options[i]!.label)
}

describe('the heuristic on Scarlet & Violet—151 cards', () => {
  it('Twin Cannons: discards as many Basic Water Energy as allowed (each one is 140 damage)', () => {
    const d = start({
      players: [
        { active: { card: [sv(7), sv(8), sv(9)], energy: [E.water, E.water] }, hand: [E.water, E.water, E.water] },
        { active: { card: [sv(1), sv(2), sv(3)] } },
      ],
    })
    d.pick('Attack: Twin Cannons')
    const picks = heuristicLabels(d.state)
    expect(picks).toHaveLength(2)
    d.pick(...picks)
    expect(active(d.state, 1).damage).toBe(280)
  })

  it('keeps the Basic Water Energy Twin Cannons discards in the hand once its cost is paid', () => {
    // Blastoise ex has its 2 Water Energy: each Basic Water Energy card left in the hand is 140 damage, attached it is
    // none. With 2 in hand it attacks for 280; with 3 one may be attached, 2 still fire.
    const blastoise = (hand: string[]) =>
      start({
        players: [
          { active: { card: [sv(7), sv(8), sv(9)], energy: [E.water, E.water] }, bench: [sv(131)], hand },
          { active: { card: [sv(1), sv(2), sv(3)] } },
        ],
      })
    expect(heuristicLabels(blastoise([E.water, E.water]).state)[0]).toBe('Attack: Twin Cannons')
    expect(heuristicLabels(blastoise([E.water, E.water, E.water]).state)[0]).toMatch(/^Attach Basic Water Energy/)
  })

  it('attaches toward Twin Cannons’ own cost first', () => {
    const d = start({
      players: [
        { active: { card: [sv(7), sv(8), sv(9)], energy: [E.water] }, hand: [E.water, E.water] },
        { active: { card: [sv(1), sv(2), sv(3)] } },
      ],
    })
    expect(heuristicLabels(d.state)[0]).toBe('Attach Basic Water Energy to Blastoise ex')
  })

  it('puts Rigid Band on a Stage 1 Pokémon, not on a Basic', () => {
    const d = start({
      players: [{ active: { card: sv(7) }, bench: [{ card: [sv(7), sv(8)] }], hand: [sv(165)] }, { active: sv(1) }],
    })
    const [label] = heuristicLabels(d.state)
    expect(label).toMatch(/Rigid Band/)
    expect(label).toMatch(/Wartortle/)
  })

  it('uses Cycling Road with a spare Basic Energy in hand, and not with a single one', () => {
    const spare = start({
      stadium: { card: sv(157), owner: 1 },
      players: [{ active: sv(25), hand: [E.lightning, E.lightning, E.water] }, { active: sv(1) }],
    })
    // It attaches first (that also brings Pikachu's attack closer), then uses the Stadium.
    const seen: string[] = []
    for (let i = 0; i < 4 && spare.state.pending?.ask === 'main'; i++) {
      const [l] = heuristicLabels(spare.state)
      seen.push(l!)
      if (l === 'End turn' || l!.startsWith('Attack')) break
      spare.pick(l!)
      if (spare.state.pending?.ask !== 'main') spare.pick(...heuristicLabels(spare.state))
    }
    expect(seen).toContain('Use Cycling Road')
    const single = start({
      stadium: { card: sv(157), owner: 1 },
      players: [{ active: { card: sv(25), energy: [E.lightning] }, hand: [E.lightning] }, { active: sv(1) }],
    })
    expect(heuristicLabels(single.state)).not.toContain('Use Cycling Road')
  })
})
