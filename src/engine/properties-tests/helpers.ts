/** Shared helpers for the property tests: seeded random games, hidden-card sets and a uid walker. */
import type { Engine, GameSetup } from '../engine'
import type { GameState } from '../model/state'
import type { Response, Decision } from '../model/decision'
import type { GameEvent } from '../model/events'
import type { Seat, Uid } from '../model/types'
import type { RuleSetId } from '../rules/profile'
import type { RngState } from '../rng'
import { nextInt, seedRng } from '../rng'
import { testDeck, ENERGY } from '../testing/cards'
import { FIRE_VS_WATER } from '../testing/decks'

export const RULES: RuleSetId[] = ['modern', 'classic1999']

export const DECKS: [string[], string[]][] = [
  FIRE_VS_WATER,
  [
    testDeck(
      [
        'v-basic',
        'v-basic',
        'v-basic',
        'vstar',
        'vmax',
        'ex-big',
        'ex-big',
        'mega',
        'gx-basic',
        'tagteam',
        'tool-boost',
        'supporter-draw',
        'energy-double-colorless',
        'energy-rainbow',
      ],
      ENERGY.lightning,
    ),
    testDeck(
      [
        'fire-basic',
        'fire-basic',
        'fire-basic',
        'fire-stage1',
        'fire-stage1',
        'break',
        'tera-basic',
        'big-basic',
        'colorless-basic',
        'item-draw',
        'item-draw',
        'stadium-a',
        'stadium-b',
      ],
      ENERGY.fire,
    ),
  ],
]

export function randomResponse(rng: RngState, d: Decision): Response {
  const n = d.min + nextInt(rng, d.max - d.min + 1)
  const idx = d.options.map((_, i) => i)
  for (let i = 0; i < n; i++) {
    const j = i + nextInt(rng, idx.length - i)
    ;[idx[i], idx[j]] = [idx[j]!, idx[i]!]
  }
  return { decision: d.id, picks: idx.slice(0, n) }
}

export interface Played {
  setup: GameSetup
  /** states[i] is the state after responses[0..i) (states[0] is the new game). */
  states: GameState[]
  responses: Response[]
  /** events[i] are the events of the step from states[i] to states[i + 1]; events of newGame first. */
  stepEvents: GameEvent[][]
  newGameEvents: GameEvent[]
}

/** Play a random legal game (or `maxSteps` of it) and keep every state. */
export function playRandom(engine: Engine, seed: number, rules: RuleSetId, deckPair = 0, maxSteps = 3000): Played {
  const setup: GameSetup = { decks: DECKS[deckPair % DECKS.length]!, seed, rules }
  const first = engine.newGame(setup)
  const states = [first.state]
  const responses: Response[] = []
  const stepEvents: GameEvent[][] = []
  const rng = seedRng(seed ^ 0x2545f491)
  let s = first.state
  while (!s.result && s.pending && responses.length < maxSteps) {
    const resp = randomResponse(rng, s.pending)
    const r = engine.step(s, resp)
    if (!r.ok) throw new Error(`seed ${seed} ${rules}: ${r.error}`)
    responses.push(resp)
    stepEvents.push(r.events)
    states.push(r.state)
    s = r.state
  }
  return { setup, states, responses, stepEvents, newGameEvents: first.events }
}

/** Card ids `viewer` may not see: the opponent's hand, both decks and every Prize card. */
export function hiddenFrom(g: GameState, viewer: Seat): Set<Uid> {
  const opp = g.players[viewer === 0 ? 1 : 0]
  const me = g.players[viewer]
  return new Set([...opp.hand, ...opp.deck, ...opp.prizes, ...me.deck, ...me.prizes])
}

/** Every card id a value mentions through `uid` fields and `uids` lists (CardRefs and options). */
export function uidsIn(v: unknown, out: Set<Uid> = new Set()): Set<Uid> {
  if (Array.isArray(v)) for (const x of v) uidsIn(x, out)
  else if (v && typeof v === 'object') {
    for (const [k, x] of Object.entries(v)) {
      if (k === 'uid' && typeof x === 'number') out.add(x)
      else if (k === 'uids' && Array.isArray(x)) {
        for (const u of x) if (typeof u === 'number') out.add(u)
      } else uidsIn(x, out)
    }
  }
  return out
}

/** Every object key a value contains, at any depth. */
export function keysIn(v: unknown, out: Set<string> = new Set()): Set<string> {
  if (Array.isArray(v)) for (const x of v) keysIn(x, out)
  else if (v && typeof v === 'object') {
    for (const [k, x] of Object.entries(v)) {
      out.add(k)
      keysIn(x, out)
    }
  }
  return out
}
