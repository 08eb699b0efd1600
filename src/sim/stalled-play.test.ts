/**
 * The heuristic (every level's policy) does not stall its own game (issue 21: every level ≥ 95 % against a random
 * player): with a Pokémon on the Bench that hits harder it brings it in instead of searching or drawing with the
 * Active turn after turn, it puts Energy toward a stuck Active's Retreat Cost, and it does not draw from a thin deck
 * or into an overfull hand. Such games ran the heuristic's deck out against a random player (docs/ai.md "Levels").
 * Real Scarlet & Violet—151 cards; lives in src/sim because it needs both the AI and the card set.
 */
import { describe, expect, it } from 'vitest'
import { createEngine, viewFor } from '../engine'
import type { GameState } from '../engine'
import { fill, harness } from '../engine/testing/harness'
import { cardDb } from '../cards/registry'
import { loadAiHints } from '../cards/ai-hints'
import { SETS } from '../cards/sets'
import { SV_ENERGY as E } from '../cards/sve'
import { freshTurnMemory, heuristicPicks } from '../ai/heuristic/policy'
import { seedRng } from '../engine/rng'

const db = cardDb()
const hints = await loadAiHints(SETS)
const engine = createEngine(db)
const sv = (n: number) => `sv3pt5-${n}`
const LAPRAS = sv(131)
const KANGASKHAN_EX = sv(115)
const MEWTWO = sv(150)
const BULBASAUR = sv(1)
const TAUROS = sv(128)
const fullDeck = fill(20, E.psychic)
const thinDeck = fill(6, E.psychic)

const label = (state: GameState): string => {
  const d = state.pending!
  const view = viewFor(state, d.seat)
  const [i] = heuristicPicks(db, view, view.pending!.decision!, freshTurnMemory(), { hints })
  return d.options[i!]!.label
}

describe('the heuristic keeps its game moving', () => {
  it('retreats a Lapras that can only search the deck for the Mewtwo that hits for 130', () => {
    const { game } = harness(engine, { rules: 'modern', deck: fullDeck, prizes: fill(6, E.fire) })
    const d = game({
      players: [
        {
          active: { card: LAPRAS, energy: [E.water, E.water] },
          bench: [{ card: MEWTWO, energy: [E.psychic, E.psychic, E.psychic] }],
        },
        // 230 HP: no Knock Out either way, so only the damage tells the two apart.
        { active: KANGASKHAN_EX },
      ],
    })
    expect(label(d.state)).toBe('Retreat to Mewtwo')
  })

  it('puts its Energy on a Kangaskhan ex that only draws, toward its Retreat Cost, with Mewtwo ready on the Bench (not on Tauros)', () => {
    const { game } = harness(engine, { rules: 'modern', deck: fullDeck, prizes: fill(6, E.fire) })
    const d = game({
      players: [
        {
          active: { card: KANGASKHAN_EX, energy: [E.psychic] },
          bench: [{ card: MEWTWO, energy: [E.psychic, E.psychic, E.psychic] }, TAUROS],
          hand: [E.psychic],
        },
        { active: KANGASKHAN_EX },
      ],
    })
    expect(label(d.state)).toMatch(/Attach .* to Kangaskhan ex/)
  })

  it('does not draw with Triple Draw from a deck of 6 cards, nor into a hand of 12', () => {
    const thin = harness(engine, { rules: 'modern', deck: thinDeck, prizes: fill(6, E.fire) }).game({
      players: [{ active: { card: KANGASKHAN_EX, energy: [E.psychic] } }, { active: BULBASAUR }],
    })
    expect(label(thin.state)).toBe('End turn')
    const full = harness(engine, { rules: 'modern', deck: fullDeck, prizes: fill(6, E.fire) }).game({
      players: [
        { active: { card: KANGASKHAN_EX, energy: [E.psychic] }, hand: fill(12, BULBASAUR) },
        { active: BULBASAUR },
      ],
    })
    expect(label(full.state)).not.toBe('Attack: Triple Draw')
    // With a deck and a hand to spare, drawing is the turn's play.
    const fine = harness(engine, { rules: 'modern', deck: fullDeck, prizes: fill(6, E.fire) }).game({
      players: [{ active: { card: KANGASKHAN_EX, energy: [E.psychic] } }, { active: BULBASAUR }],
    })
    expect(label(fine.state)).toBe('Attack: Triple Draw')
  })

  it('a lower level misjudges among plays worth making, never one its own reading calls a loss', () => {
    // Triple Draw from a deck of 6 scores below End turn: even a softmax at an enormous temperature (uniform over
    // what it may draw from) never plays it.
    const thin = harness(engine, { rules: 'modern', deck: thinDeck, prizes: fill(6, E.fire) }).game({
      players: [{ active: { card: KANGASKHAN_EX, energy: [E.psychic] } }, { active: BULBASAUR }],
    })
    const d = thin.state.pending!
    const view = viewFor(thin.state, d.seat)
    const rng = seedRng(5)
    const seen = new Set<string>()
    for (let k = 0; k < 40; k++) {
      const [i] = heuristicPicks(db, view, view.pending!.decision!, freshTurnMemory(), { hints, temperature: 1e9, rng })
      seen.add(d.options[i!]!.label)
    }
    expect(seen.has('Attack: Triple Draw')).toBe(false)
    expect(seen.has('End turn')).toBe(true)
  })
})
