/**
 * Wall 4 properties: viewFor / viewEvents reveal nothing a seat may not know. A view holds no id or definition of
 * the opponent's hand, either deck or any Prize card, no generator state, no journal, and no options of the
 * opponent's private question; and shuffling the hidden cards in any way consistent with the view leaves the
 * view unchanged.
 */
import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { createEngine } from '../engine'
import { cloneState } from '../model/clone'
import type { GameState } from '../model/state'
import type { Seat, Uid } from '../model/types'
import { PUBLIC_ZONES } from '../model/events'
import { viewFor, viewEvents, HIDDEN_DECISION_TEXT } from '../view'
import { seedRng, nextInt, shuffleInPlace } from '../rng'
import { testDb } from '../testing/cards'
import { hiddenFrom, keysIn, playRandom, RULES, uidsIn } from './helpers'

const engine = createEngine(testDb())
const seedArb = fc.integer({ min: 1, max: 0x7fffffff })
const rulesArb = fc.constantFrom(...RULES)
const SEATS: Seat[] = [0, 1]

/** Card ids the viewer legitimately sees in its own question (e.g. searching its own deck). */
function ownQuestionUids(g: GameState, viewer: Seat): Set<Uid> {
  return g.pending && g.pending.seat === viewer ? uidsIn(g.pending.options) : new Set()
}

function checkView(g: GameState, viewer: Seat): void {
  const v = viewFor(g, viewer)
  const allowed = ownQuestionUids(g, viewer)
  const hidden = hiddenFrom(g, viewer)
  for (const u of uidsIn(v)) {
    if (hidden.has(u) && !allowed.has(u)) throw new Error(`seat ${viewer} sees hidden card ${u} (${g.cards[u]!.def})`)
  }
  const keys = keysIn(v)
  expect(keys.has('rng')).toBe(false)
  expect(keys.has('journal')).toBe(false)
  expect(keys.has('cards')).toBe(false)
  expect(keys.has('decklists')).toBe(false)
  const d = g.pending
  if (d && d.seat !== viewer && !d.publicOptions) {
    expect(v.pending!.decision).toBeNull()
    expect(v.pending!.text).toBe(HIDDEN_DECISION_TEXT)
    expect(keys.has('options')).toBe(false)
  }
  expect(v.opponent.hand).toBeNull()
}

/**
 * A state the viewer cannot tell apart from `g`: the opponent's hidden cards (hand, deck, Prizes, face-down
 * Pokémon) are permuted among themselves, and so are the viewer's own deck and Prize cards, both as positions
 * (which id sits where) and as definitions (which card an id is). The viewer's hand, every public zone and every
 * card shown in the viewer's own question stay fixed.
 */
function permuteHidden(g: GameState, viewer: Seat, seed: number): GameState {
  const s = cloneState(g)
  const rng = seedRng(seed)
  const fixed = ownQuestionUids(g, viewer)
  const pools: { arr: Uid[]; i: number }[][] = [[], []]
  const me = s.players[viewer]
  const opp = s.players[viewer === 0 ? 1 : 0]
  const add = (pool: number, arr: Uid[]) => arr.forEach((u, i) => !fixed.has(u) && pools[pool]!.push({ arr, i }))
  add(0, opp.hand)
  add(0, opp.deck)
  add(0, opp.prizes)
  for (const slot of [opp.active, ...opp.bench]) if (slot?.faceDown) add(0, slot.stack)
  add(1, me.deck)
  add(1, me.prizes)
  for (const pool of pools) {
    const uids = pool.map(({ arr, i }) => arr[i]!)
    // Which definition each id carries…
    const defs = uids.map((u) => s.cards[u]!.def)
    shuffleInPlace(rng, defs)
    uids.forEach((u, k) => (s.cards[u] = { ...s.cards[u]!, def: defs[k]! }))
    // …and which id sits in which hidden position.
    shuffleInPlace(rng, uids)
    pool.forEach(({ arr, i }, k) => (arr[i] = uids[k]!))
  }
  if (nextInt(rng, 2) === 0) s.rng = [1, 2, 3, 4]
  return s
}

describe('viewFor', () => {
  it('holds nothing hidden, at every point of random games, for both seats', () => {
    fc.assert(
      fc.property(seedArb, rulesArb, fc.nat(1), (seed, rules, pair) => {
        const { states } = playRandom(engine, seed, rules, pair)
        for (const g of states) for (const seat of SEATS) checkView(g, seat)
      }),
      { numRuns: 4 },
    )
  })

  it('does not change when hidden cards are permuted consistently with the view', () => {
    fc.assert(
      fc.property(
        seedArb,
        rulesArb,
        fc.nat(1),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.integer(),
        (seed, rules, pair, where, pseed) => {
          const { states } = playRandom(engine, seed, rules, pair, Math.floor(where * 250))
          const g = states.at(-1)!
          for (const seat of SEATS) {
            const p = permuteHidden(g, seat, pseed)
            expect(viewFor(p, seat)).toStrictEqual(viewFor(g, seat))
          }
        },
      ),
      { numRuns: 40 },
    )
  })

  it('the permutation test would notice a leak (sanity check of the test itself)', () => {
    const { states } = playRandom(engine, 3, 'modern', 0, 40)
    const g = states.at(-1)!
    const leaky = (s: GameState, seat: Seat) => ({
      ...viewFor(s, seat),
      oppHand: s.players[1 - seat]!.hand.map((u) => s.cards[u]!.def),
    })
    let noticed = false
    for (let k = 1; k < 20 && !noticed; k++)
      noticed = JSON.stringify(leaky(permuteHidden(g, 0, k), 0)) !== JSON.stringify(leaky(g, 0))
    expect(noticed).toBe(true)
  })
})

describe('viewEvents', () => {
  it('never shows a card the opponent draws, or any card put into the Prizes or drawn from them by the opponent', () => {
    fc.assert(
      fc.property(seedArb, rulesArb, fc.nat(1), (seed, rules, pair) => {
        const g = playRandom(engine, seed, rules, pair)
        let draws = 0
        for (const events of [g.newGameEvents, ...g.stepEvents]) {
          for (const seat of SEATS) {
            const seen = viewEvents(events, seat)
            expect(seen.length).toBe(events.length)
            for (const e of seen) {
              if (e.type === 'move' && !PUBLIC_ZONES.has(e.from) && !PUBLIC_ZONES.has(e.to)) {
                const ownerSees = e.seat === seat && (e.from === 'hand' || e.to === 'hand')
                if (!ownerSees) expect(e.card).toBeNull()
                if (e.from === 'deck' && e.to === 'hand' && e.seat !== seat) draws++
                if (e.to === 'prizes') expect(e.card).toBeNull()
              }
              if (e.type === 'prize' && e.seat !== seat) expect(e.card).toBeNull()
              if (e.type === 'shuffle') expect(Object.keys(e).sort()).toEqual(['seat', 'type', 'zone'])
            }
          }
        }
        expect(draws).toBeGreaterThan(0)
      }),
      { numRuns: 6 },
    )
  })
})
