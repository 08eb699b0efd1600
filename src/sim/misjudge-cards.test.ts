/**
 * Beginner habits of src/ai/heuristic/misjudge.ts shown on Base Set cards (lives in src/sim: it needs them): it
 * forgets its Pokémon's Abilities (Blastoise's Rain Dance scores below End turn), and it always attacks when an
 * attack is worth making (Gastly's Sleeping Gas, which the blunder guard also holds Normal to, since issue 21's
 * sixth round: blunder-guard.test.ts).
 */
import { describe, expect, it } from 'vitest'
import { createEngine, viewFor } from '../engine'
import { scenario } from '../engine/testing/scenario'
import { cardDb } from '../cards/registry'
import { freshTurnMemory, mainScores } from '../ai/heuristic/policy'

const db = cardDb()
const engine = createEngine(db)
const water = 'base1-102'
const deck = Array.from({ length: 10 }, () => water)

describe('a Beginner forgets Abilities', () => {
  it('scores Rain Dance below End turn; Normal plays it', () => {
    const s = scenario(engine, {
      rules: 'classic1999',
      players: [
        { active: { card: 'base1-2' }, hand: [water], deck, prizes: deck.slice(0, 6) },
        { active: 'base1-56', deck, prizes: deck.slice(0, 6) },
      ],
    })
    const view = viewFor(s, 0)
    const d = view.pending!.decision!
    const rainDance = d.options.findIndex((o) => o.kind === 'action' && o.action.type === 'ability')
    const end = d.options.findIndex((o) => o.kind === 'action' && o.action.type === 'end-turn')
    expect(rainDance).toBeGreaterThanOrEqual(0)
    const normal = mainScores(db, view, d, freshTurnMemory())
    const beginner = mainScores(db, view, d, freshTurnMemory(), undefined, { forgetsAbilities: true })
    expect(normal[rainDance]).toBeGreaterThan(normal[end]!)
    expect(beginner[rainDance]).toBeLessThan(beginner[end]!)
  })
})

describe('a Beginner always attacks', () => {
  it('never ends the turn while Sleeping Gas is on offer; nor does Normal now', () => {
    const psychic = 'base1-101'
    const s = scenario(engine, {
      rules: 'classic1999',
      players: [
        { active: { card: 'base1-50', energy: [psychic] }, deck, prizes: deck.slice(0, 6) },
        { active: 'base1-56', deck, prizes: deck.slice(0, 6) },
      ],
    })
    const view = viewFor(s, 0)
    const d = view.pending!.decision!
    const gas = d.options.findIndex((o) => o.label === 'Attack: Sleeping Gas')
    const end = d.options.findIndex((o) => o.kind === 'action' && o.action.type === 'end-turn')
    expect(gas).toBeGreaterThanOrEqual(0)
    const normal = mainScores(db, view, d, freshTurnMemory())
    const beginner = mainScores(db, view, d, freshTurnMemory(), undefined, { alwaysAttacks: true })
    // Normal's softmax drew End turn (score 0, within reach of Sleeping Gas) until the blunder guard refused a
    // turn passed with an attack the heuristic scores above it (f); the Beginner's habit refuses it too.
    expect(normal[gas]).toBeGreaterThan(0)
    expect(normal[end]).toBeLessThan(-1000)
    expect(beginner[end]).toBeLessThan(-1000)
    expect(beginner[gas]).toBeGreaterThan(0)
  })
})
