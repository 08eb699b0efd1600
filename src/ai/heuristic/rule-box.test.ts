/**
 * The heuristic AI and multi-Prize Pokémon (issue 14): it evolves a Pokémon V into its VMAX when it can, and it counts
 * a Knock Out by the Prize cards it gives (the view's count: a VMAX 3, a V 2, effects included).
 */
import { describe, expect, it } from 'vitest'
import { createEngine, viewFor, type GameState } from '../../engine'
import { scenario } from '../../engine/testing/scenario'
import { testDb } from '../../engine/testing/cards'
import { freshTurnMemory, heuristicPicks } from './policy'
import { prizesFor } from '../knowledge'

const db = testDb()
const engine = createEngine(db)
const deck = ['energy-fire', 'energy-fire', 'energy-fire', 'energy-fire', 'energy-fire']

function firstChoice(state: GameState): string {
  const d = state.pending!
  const view = viewFor(state, d.seat, db)
  const [pick] = heuristicPicks(db, view, view.pending!.decision!, freshTurnMemory())
  return d.options[pick!]!.label
}

describe('heuristic AI: Pokémon V and VMAX', () => {
  it('evolves its Pokémon V into the VMAX in hand before anything else', () => {
    const s = scenario(engine, {
      players: [
        {
          active: { card: 'v-basic', energy: ['energy-lightning'] },
          bench: ['fire-basic'],
          hand: ['vmax', 'energy-lightning', 'water-basic'],
          deck,
        },
        { active: 'grass-basic', deck },
      ],
    })
    expect(firstChoice(s)).toBe('Evolve Voltling V into Voltling VMAX')
  })

  it('counts a VMAX as 3 Prize cards, a V as 2, a plain Pokémon as 1, and an extra-prizes effect on top', () => {
    const s = scenario(engine, {
      players: [
        { active: { card: ['v-basic', 'vmax'] }, bench: ['v-basic', 'fire-basic'], deck },
        {
          active: {
            card: 'fire-basic',
            markers: [{ source: 'engine', key: 'extra-prizes', data: { amount: 1 }, clearsOnMove: false }],
          },
          deck,
        },
      ],
    })
    const v = viewFor(s, 1, db)
    expect([v.opponent.active, ...v.opponent.bench].map((slot) => prizesFor(db, slot))).toEqual([3, 2, 1])
    expect(prizesFor(db, v.me.active)).toBe(2)
    // A view built without the card database falls back to the printed rule.
    expect(prizesFor(db, viewFor(s, 1).me.active)).toBe(1)
  })
})
