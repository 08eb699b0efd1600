/**
 * The AI's guesses of hidden cards (src/ai/determinize.ts) with the cards of the game's sets only, as the AI worker
 * and the simulations now hand them: a database of one set for a Base Set game, the Scarlet & Violet—151 cards
 * with their basic Energy for a modern one. Lives in src/sim because it needs both the AI and the card sets.
 */
import { describe, expect, it } from 'vitest'
import { createEngine, makeCardDb, viewEvents, viewFor, type CardDb, type GameEvent, type GameState } from '../engine'
import { checkZones } from '../engine/testing/invariants'
import { harness } from '../engine/testing/harness'
import { seedRng } from '../engine/rng'
import { loadCards } from '../cards/registry'
import { setById, setsOfCards, type CardSet } from '../cards/sets'
import { randomResponse } from '../ai/agent'
import { determinize } from '../ai/determinize'

const set = (id: string): CardSet => setById(id)!
const dbOf = async (sets: CardSet[]): Promise<CardDb> => makeCardDb(await loadCards(sets))
const setOf = (id: string) => id.slice(0, id.lastIndexOf('-'))

/** Random games between two of the set's decks; every third main-phase menu, a few worlds of the deciding seat. */
function worldsOf(db: CardDb, decks: [string[], string[]], rules: 'classic1999' | 'modern', seed: number) {
  const engine = createEngine(db)
  const rng = seedRng(seed)
  const start = engine.newGame({ decks, seed, rules })
  let state = start.state
  const logs: [GameEvent[], GameEvent[]] = [viewEvents(start.events, 0), viewEvents(start.events, 1)]
  const out: { state: GameState; world: GameState }[] = []
  for (let n = 0; state.pending && !state.result && n < 1500; n++) {
    const d = state.pending
    if (d.ask === 'main' && n % 3 === 0) {
      const view = viewFor(state, d.seat, db)
      const world = determinize({ view, db, deck: decks[d.seat], rng: seedRng(seed + n), log: logs[d.seat] })
      expect(viewFor(world, d.seat, db)).toEqual(view)
      expect(checkZones(world)).toBeNull()
      for (let i = 0; i < world.pending!.options.length; i++) {
        const r = engine.step(world, { decision: world.pending!.id, picks: [i] })
        if (!r.ok) throw new Error(`option ${world.pending!.options[i]!.label}: ${r.error}`)
      }
      out.push({ state, world })
    }
    const r = engine.step(state, { decision: d.id, picks: randomResponse(rng, d) })
    if (!r.ok) throw new Error(r.error)
    state = r.state
    logs[0].push(...viewEvents(r.events, 0))
    logs[1].push(...viewEvents(r.events, 1))
  }
  return out
}

describe('determinize with the cards of the game’s sets only', () => {
  it('a Base Set game, a database of the Base Set alone: worlds of Base Set cards the engine can play', async () => {
    const base1 = set('base1')
    const db = await dbOf([base1])
    const [a, b] = [base1.decks[0]!.cards, base1.decks[1]!.cards]
    const worlds = [...worldsOf(db, [a, b], 'classic1999', 1), ...worldsOf(db, [b, a], 'classic1999', 2)]
    expect(worlds.length).toBeGreaterThan(10)
    for (const { world } of worlds) for (const c of world.cards) expect(setOf(c.def)).toBe('base1')
  }, 60_000)

  it('a modern game, the 151 cards and their basic Energy: the opponent’s guessed Energy are basic Energy of those sets', async () => {
    const sv = set('sv3pt5')
    const [a, b] = [sv.decks[0]!.cards, sv.decks[1]!.cards]
    const sets = setsOfCards([...a, ...b])
    expect(sets.map((s) => s.id)).toEqual(['sv3pt5', 'sve'])
    const db = await dbOf(sets)
    const worlds = worldsOf(db, [a, b], 'modern', 3)
    expect(worlds.length).toBeGreaterThan(10)
    for (const { state, world } of worlds) {
      const opp = state.pending!.seat === 0 ? 1 : 0
      for (const c of world.cards) expect(['sv3pt5', 'sve']).toContain(setOf(c.def))
      const guessedEnergy = world.players[opp].deck
        .map((u) => db.get(world.cards[u]!.def))
        .filter((d) => d.kind === 'energy')
      for (const e of guessedEnergy) expect(e.kind === 'energy' && e.basic).toBe(true)
    }
  }, 60_000)

  it('the earlier stages of a seen evolution come from its own set when several sets print that name', async () => {
    // Every set: Base Set and 151 both print Charmander and Charmeleon.
    const db = await dbOf([set('base1'), set('sv3pt5'), set('sve')])
    const fire = 'sve-2'
    const filler = Array<string>(20).fill(fire)
    const { state } = harness(db, { rules: 'modern', deck: filler, prizes: filler.slice(0, 6) }).game({
      players: [
        { active: { card: 'sv3pt5-25', energy: [fire] }, hand: [fire] },
        // Charizard ex seen in their discard pile: Charmander and Charmeleon are in their deck, 151's.
        { active: 'sv3pt5-16', discard: ['sv3pt5-6'] },
      ],
    })
    const view = viewFor(state, 0, db)
    const deck = state.decklists[0]
    const world = determinize({ view, db, deck, rng: seedRng(1) })
    const theirs = world.cards.filter((c) => c.owner === 1).map((c) => db.get(c.def))
    const names = (s: string) => theirs.filter((d) => d.name === s).map((d) => d.id)
    expect(names('Charmeleon').length).toBeGreaterThan(0)
    expect(new Set([...names('Charmander'), ...names('Charmeleon')])).toEqual(new Set(['sv3pt5-4', 'sv3pt5-5']))
  })
})
