/**
 * Prepared positions for e2e tests of the table: a game is played in Node with the real engine (both seats follow
 * a simple "build the board" policy) until a stop condition holds on the human's main phase, and returned as the
 * save record the app would have written. A test stores it in IndexedDB and clicks "Resume game" (see
 * `resumePosition`), so it starts from that position in seconds instead of playing a seeded game to it.
 */
import type { Page } from '@playwright/test'
import {
  createEngine,
  viewFor,
  type Decision,
  type GameState,
  type GameView,
  type MainAction,
  type Response,
  type RuleSetId,
} from '../src/engine'
import { loadCardDb } from '../src/cards/registry'
import { fingerprint, SAVE_VERSION, type SaveRecord } from '../src/store/match/save-record'
import { derivedAiSeed } from '../src/store/match/ai-seed'

// Node loads every set's cards up front (the app loads the sets of a game's decks).
const engine = createEngine(await loadCardDb())

const repeat = (ids: Record<string, number>): string[] =>
  Object.entries(ids).flatMap(([id, n]) => Array<string>(n).fill(id))

/** Evolve, bench, attach Energy to the Active, end the turn: never attacks or plays Trainers, so the board only grows. */
function buildPolicy(d: Decision): number[] {
  if (d.ask === 'setup-bench') return d.options.map((_, i) => i).slice(0, d.max)
  if (d.ask !== 'main') return d.options.map((_, i) => i).slice(0, Math.max(d.min, Math.min(1, d.max)))
  const find = (pred: (a: MainAction) => boolean) => d.options.findIndex((o) => o.kind === 'action' && pred(o.action))
  const order = [
    find((a) => a.type === 'evolve'),
    find((a) => a.type === 'bench'),
    find((a) => a.type === 'attach-energy' && a.target.zone === 'active'),
    find((a) => a.type === 'end-turn'),
  ]
  return [order.find((i) => i >= 0)!]
}

export interface Position {
  record: SaveRecord
  view: GameView
  decision: Decision
}

/** Play seeded games (seed, seed+1, …) until one reaches `stop` on the human's main phase. */
export function buildPosition(opts: {
  decks: [string[], string[]]
  /** Checked on the human's main phase; `state` lets a condition look ahead with `engine.step`. */
  stop: (v: GameView, d: Decision, state: GameState) => boolean
  rules?: RuleSetId
  seed?: number
}): Position {
  const rules = opts.rules ?? 'classic1999'
  for (let seed = opts.seed ?? 1; seed < (opts.seed ?? 1) + 50; seed++) {
    // Position decks are shaped to reach a board fast (12 Hitmonchan, 58 Magikarp), not legal decks: the engine's
    // test-only skipDeckCheck deals them, and the save replays with it (a save is trusted as far as its state).
    const setup = { decks: opts.decks, seed, rules, skipDeckCheck: true }
    let state: GameState = engine.newGame(setup).state
    const responses: Response[] = []
    for (let n = 0; n < 2000 && state.pending && !state.result; n++) {
      const d = state.pending
      if (d.seat === 0 && d.ask === 'main') {
        const v = viewFor(state, 0)
        if (opts.stop(v, d, state))
          return {
            view: v,
            decision: d,
            record: {
              version: SAVE_VERSION,
              // The catalogue ids only name the decks on screen; the dealt lists are in `setup`.
              config: {
                humanDeck: 'd-base1-1',
                aiDeck: 'd-base1-2',
                rules,
                seed,
                aiSeed: derivedAiSeed(seed),
                humanSeat: 0,
                level: 'beginner',
              },
              setup,
              responses,
              savedAt: Date.now(),
              stateHash: fingerprint(JSON.stringify(state)),
              gameId: `position-${seed}`,
              revision: 0,
            },
          }
      }
      const r: Response = { decision: d.id, picks: buildPolicy(d) }
      const res = engine.step(state, r)
      if (!res.ok) throw new Error(`position: ${res.error}`)
      responses.push(r)
      state = res.state
    }
  }
  throw new Error('no seed reached the position')
}

const MIXED_BASICS = [
  'base1-55',
  'base1-27',
  'base1-47',
  'base1-16',
  'base1-3',
  'base1-46',
  'base1-63',
  'base1-58',
  'base1-10',
  'base1-26',
]

/**
 * Both Benches full (5 Pokémon each), Energy on both Active Pokémon, a hand of 10+ cards including Gust of Wind
 * and Switch (each asks for a Pokémon on the table), the human to move. Under Sword & Shield rules the table also
 * shows both VSTAR markers.
 */
export function fullBenches(rules: RuleSetId = 'classic1999'): Position {
  const deck = (energy: string) => [
    ...MIXED_BASICS.flatMap((id) => [id, id]),
    ...repeat({ 'base1-93': 4, 'base1-95': 4, [energy]: 32 }),
  ]
  return buildPosition({
    decks: [deck('base1-99'), deck('base1-100')],
    rules,
    stop: (v) =>
      v.me.bench.length === 5 &&
      v.opponent.bench.length === 5 &&
      (v.me.hand?.length ?? 0) >= 10 &&
      ['base1-93', 'base1-95'].every((id) => v.me.hand?.some((c) => c.def === id)),
  })
}

/** Blastoise in play with Rain Dance usable (Water Energy in hand), the human to move. */
export function rainDance(): Position {
  const water = repeat({ 'base1-63': 8, 'base1-42': 8, 'base1-2': 8, 'base1-102': 36 })
  const other = repeat({ 'base1-46': 12, 'base1-98': 48 })
  return buildPosition({
    decks: [water, other],
    stop: (_v, d) => d.options.some((o) => o.kind === 'action' && o.action.type === 'ability'),
  })
}

/** Hitmonchan with Special Punch (40) ready against a Magikarp (30 HP): the human's attack Knocks it Out. */
export function knockOut(): Position {
  const fighter = repeat({ 'base1-7': 12, 'base1-97': 48 })
  const fish = repeat({ 'base1-35': 12, 'base1-98': 48 })
  return buildPosition({
    decks: [fighter, fish],
    stop: (v, d) =>
      v.opponent.active?.stack.at(-1)?.def === 'base1-35' &&
      v.opponent.active.damage === 0 &&
      v.opponent.bench.length > 0 &&
      d.options.some((o) => o.kind === 'action' && o.action.type === 'attack' && o.label.includes('Special Punch')),
  })
}

/**
 * Pikachu with Thunder Jolt ready (a coin flip) against a Magikarp weak to Lightning: the log explains the damage
 * (30 base, Weakness ×2) and the coin is flipped on the table.
 */
export function thunderJolt(): Position {
  const mice = repeat({ 'base1-58': 12, 'base1-100': 48 })
  const fish = repeat({ 'base1-35': 12, 'base1-102': 48 })
  return buildPosition({
    decks: [mice, fish],
    stop: (v, d) =>
      v.opponent.active?.stack.at(-1)?.def === 'base1-35' &&
      v.opponent.active.damage === 0 &&
      d.options.some((o) => o.kind === 'action' && o.action.type === 'attack' && o.label.includes('Thunder Jolt')),
  })
}

/** The human's main phase with an Energy card to attach to the Active Pokémon. */
export function energyToAttach(): Position {
  const fighter = repeat({ 'base1-7': 12, 'base1-97': 48 })
  const fish = repeat({ 'base1-35': 12, 'base1-98': 48 })
  return buildPosition({
    decks: [fighter, fish],
    stop: (v, d) =>
      v.turn >= 3 &&
      d.options.some(
        (o) => o.kind === 'action' && o.action.type === 'attach-energy' && o.action.target.zone === 'active',
      ),
  })
}

/**
 * Haunter with Hypnosis ready, the human to move: the Defending Pokémon becomes Asleep (its card turns) and stays
 * Asleep through the Pokémon Checkup that ends the turn (the coin is seeded; the position is chosen so).
 */
export function hypnosis(): Position {
  const ghosts = repeat({ 'base1-50': 10, 'base1-29': 10, 'base1-101': 40 })
  const fish = repeat({ 'base1-35': 12, 'base1-98': 48 })
  return buildPosition({
    decks: [ghosts, fish],
    stop: (v, d, state) => {
      const i = d.options.findIndex(
        (o) => o.kind === 'action' && o.action.type === 'attack' && o.label.includes('Hypnosis'),
      )
      if (i < 0 || v.opponent.active?.conditions.rotation !== null) return false
      const r = engine.step(state, { decision: d.id, picks: [i] })
      return r.ok && viewFor(r.state, 0).opponent.active?.conditions.rotation === 'asleep'
    },
  })
}

/** Store a prepared position as the saved game and resume it through the start screen. */
export async function resumePosition(page: Page, record: SaveRecord, query = 'e2e') {
  await storeSave(page, record)
  await page.goto(`/?${query}`)
  await page.getByRole('button', { name: 'Resume game' }).click({ timeout: 30_000 })
  await page.getByRole('main', { name: 'Game table' }).waitFor()
}

/** Store `record` as the saved game (the app is not running: the next page load finds it). */
export async function storeSave(page: Page, record: SaveRecord) {
  // Written from a page of the same origin that does not run the app (see the corrupt-save test in table.spec.ts).
  await page.goto('/favicon.svg')
  await page.evaluate(
    (rec) =>
      new Promise<void>((resolve, reject) => {
        const r = indexedDB.open('coinflip', 1)
        r.onupgradeneeded = () => r.result.createObjectStore('saves')
        r.onsuccess = () => {
          const tx = r.result.transaction('saves', 'readwrite')
          tx.objectStore('saves').put(rec, 'current')
          tx.oncomplete = () => (r.result.close(), resolve())
          tx.onerror = () => reject(tx.error)
        }
        r.onerror = () => reject(r.error)
      }),
    record,
  )
}

/**
 * Sword & Shield rule-box Pokémon on the table (swsh rules): Pokémon V (and a VMAX once the human's V can evolve, when
 * `vmax` names one) in play on both sides beside plain Pokémon, the human to move.
 */
export function ruleBoxBoard(opts: { v: string; vmax?: string; plain: string; oppV: string }): Position {
  const mine = repeat({ [opts.v]: 8, [opts.plain]: 8, ...(opts.vmax ? { [opts.vmax]: 8 } : {}), 'sve-1': 36 })
  const theirs = repeat({ [opts.oppV]: 8, [opts.plain]: 8, 'sve-2': 44 })
  const top = (s: GameView['me']['active']) => s?.stack.at(-1)?.def
  return buildPosition({
    rules: 'swsh',
    decks: [mine, theirs],
    stop: (v) =>
      v.turn >= 3 &&
      v.me.bench.some((s) => top(s) === opts.plain) &&
      [v.me.active, ...v.me.bench].some((s) => top(s) === (opts.vmax ?? opts.v)) &&
      [v.opponent.active, ...v.opponent.bench].some((s) => top(s) === opts.oppV),
  })
}
