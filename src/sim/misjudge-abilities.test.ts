/**
 * A Beginner forgets its Pokémon's Abilities (src/ai/heuristic/misjudge.ts `forgetsAbilities`), shown on a Base Set
 * Pokémon Power (lives in src/sim: it needs the Base Set cards): Normal's scores put Blastoise's Rain Dance among the
 * plays worth making, a Beginner's below End turn.
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
