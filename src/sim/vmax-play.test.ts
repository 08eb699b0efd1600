/**
 * The computer plays its VMAX lines (issue 14: "evolves into VMAX when it can, and does not leave a VMAX line
 * unplayed"): whole games between two Normal-level agents with decks of Pokémon V and their VMAX, counted by the
 * arena's tally (src/sim/arena-game.ts `VmaxTally`). Lives in src/sim because it needs the AI and the card sets.
 */
import { describe, expect, it } from 'vitest'
import { cardDb } from '../cards/registry'
import { loadAiHints } from '../cards/ai-hints'
import { SETS } from '../cards/sets'
import { SV_ENERGY as E } from '../cards/sve'
import { LEVEL_BUDGET, makeAgent } from '../ai/levels'
import { playGame } from './arena-game'

const db = cardDb()
const hints = await loadAiHints(SETS)
const copies = (n: number, id: string) => Array<string>(n).fill(id)

// Rillaboom V/VMAX (swsh2-17/18) and Lapras V/VMAX (swsh1-49/50) with their Energy: every Basic is a V.
const GRASS = [...copies(4, 'swsh2-17'), ...copies(4, 'swsh2-18'), ...copies(52, E.grass)]
const WATER = [...copies(4, 'swsh1-49'), ...copies(4, 'swsh1-50'), ...copies(52, E.water)]

describe('the Normal level plays its VMAX', () => {
  it('evolves into VMAX, and never ends a turn or attacks while a VMAX evolution is on offer', async () => {
    let evolved = 0
    let missed = 0
    for (const seed of [1, 2, 3, 4]) {
      const o = await playGame({
        db,
        hints,
        decks: [GRASS, WATER],
        seed,
        rules: 'swsh',
        agents: [makeAgent('normal'), makeAgent('normal')],
        budgets: [LEVEL_BUDGET.normal, LEVEL_BUDGET.normal],
        agentSeeds: [seed * 7, seed * 11],
      })
      expect(o.error).toBeUndefined()
      expect(o.winner).not.toBeNull()
      for (const t of o.vmax) {
        evolved += t.evolved
        missed += t.missed
      }
    }
    expect(evolved).toBeGreaterThanOrEqual(4) // a VMAX comes into play in every game (short ones too)
    expect(missed).toBe(0)
  }, 60_000)
})
