/**
 * Whole-state invariants: what every state the engine produces satisfies, checked on a state that comes from
 * outside (a save, a replay file, a hand-built test state) before the engine plays on from it (engine `load`,
 * `step`). The fuzzer checks the same after every step (src/sim/fuzz.ts), so the two cannot drift apart.
 *
 * Not a proof that the state is reachable: a state can pass and still be one no game leads to. What it rules out are
 * the states the rules cannot handle at all: a card in two places or in none, a card the deck lists do not have,
 * a card this version does not know, negative or fractional damage, a main phase without an Active Pokémon, a
 * Bench or Prizes larger than the rule set allows, a pending question that does not fit the state's numbering.
 */
import type { CardDb } from './api/card'
import type { GameState, PlayerState, PokemonSlot } from './model/state'
import type { RuleSet } from './rules/profile'
import { ruleSet } from './rules/profile'
import { formatRules, isDouble } from './model/format'

/** Returns a description of the first broken zone invariant, or null: every card in exactly one zone, owned by the
 * seat whose zones hold it (a Stadium and Trainers being played sit in shared zones). */
export function checkZones(g: GameState): string | null {
  const n = g.cards.length
  const where: (string | undefined)[] = new Array<string | undefined>(n)
  let problem: string | null = null
  const put = (uid: number, zone: string, seat: number | null): void => {
    if (problem) return
    if (!Number.isInteger(uid) || uid < 0 || uid >= n) {
      problem = `${zone} holds an unknown card id ${String(uid)}`
      return
    }
    const prev = where[uid]
    if (prev !== undefined) {
      problem = `card ${uid} (${g.cards[uid]!.def}) is both in ${prev} and in ${zone}`
      return
    }
    where[uid] = zone
    if (seat !== null && g.cards[uid]!.owner !== seat)
      problem = `card ${uid} (${g.cards[uid]!.def}) of seat ${g.cards[uid]!.owner} is in ${zone}`
  }
  const slot = (s: PokemonSlot, seat: number, name: string): void => {
    if (s.stack.length === 0 && !problem) problem = `seat ${seat}'s ${name} has no Pokémon card`
    for (const u of s.stack) put(u, `seat ${seat} ${name} stack`, seat)
    for (const u of s.energy) put(u, `seat ${seat} ${name} energy`, seat)
    for (const u of s.tools) put(u, `seat ${seat} ${name} tools`, seat)
  }
  g.players.forEach((p, seat) => {
    for (const z of ['deck', 'hand', 'discard', 'prizes', 'lostZone'] as const)
      for (const u of p[z]) put(u, `seat ${seat} ${z}`, seat)
    if (p.active) slot(p.active, seat, 'active')
    if (p.secondActive) slot(p.secondActive, seat, 'second active')
    p.bench.forEach((s, i) => slot(s, seat, `bench ${i}`))
  })
  for (const u of g.resolving) put(u, 'resolving', null)
  if (g.stadium) put(g.stadium.uid, 'stadium', null)
  if (problem) return problem
  for (let uid = 0; uid < n; uid++)
    if (where[uid] === undefined) return `card ${uid} (${g.cards[uid]!.def}) is in no zone`
  return null
}

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)
const isCount = (v: unknown): v is number => Number.isInteger(v) && (v as number) >= 0
const isSeat = (v: unknown): boolean => v === 0 || v === 1
const isIdList = (v: unknown): boolean => Array.isArray(v) && v.every((u) => Number.isInteger(u))

/**
 * The first broken invariant of a state from outside, as a sentence, or null when it is sound. `db` is the card
 * database the state will be played with (every card must be known to it).
 */
export function checkState(raw: unknown, db: CardDb): string | null {
  return checkOne(raw, db, true)
}

function checkOne(raw: unknown, db: CardDb, top: boolean): string | null {
  if (!isObj(raw) || !Array.isArray(raw.players) || !Array.isArray(raw.cards)) return 'this is not a game state'
  const g = raw as unknown as GameState
  let rules: RuleSet
  try {
    rules = ruleSet(g.rules)
  } catch {
    return `unknown rule set "${String(g.rules).slice(0, 40)}"`
  }
  if (g.format !== undefined && g.format !== 'double') return `unknown format "${String(g.format).slice(0, 40)}"`
  rules = formatRules(rules, g.format)
  if (g.players.length !== 2) return `a game has 2 players, not ${g.players.length}`
  for (const k of ['turn', 'seq', 'prizeCount', 'suddenDeath'] as const)
    if (!isCount(g[k])) return `${k} must be a whole number from 0 (got ${String(g[k]).slice(0, 40)})`
  if (!isSeat(g.current) || !isSeat(g.firstPlayer)) return 'the current or first player is not seat 0 or 1'
  if (g.phase !== 'setup' && g.phase !== 'main' && g.phase !== 'over') return 'unknown game phase'
  if (!Array.isArray(g.rng) || g.rng.length !== 4 || !g.rng.every((x) => Number.isInteger(x)))
    return 'the random generator state is damaged'
  if (!Array.isArray(g.resolving) || !isIdList(g.resolving)) return 'the list of cards being played is damaged'

  for (const [uid, c] of g.cards.entries()) {
    if (!isObj(c) || typeof c.def !== 'string' || !isSeat(c.owner)) return `card ${uid} is damaged`
    if (!db.has(c.def)) return `card ${uid} is "${c.def.slice(0, 60)}", a card this version does not know`
  }
  for (const [seat, p] of g.players.entries()) {
    const bad = checkPlayer(p, seat, rules, g.prizeCount) ?? checkSecondActive(g, p, seat)
    if (bad) return bad
  }
  const zones = checkZones(g)
  if (zones) return zones
  const lists = checkDecklists(g)
  if (lists) return lists
  if (g.journal) {
    if (!isObj(g.journal) || !Array.isArray(g.journal.answers)) return 'the paused card effect is damaged'
    const base = checkOne(g.journal.base, db, false)
    if (base) return `the state a paused card effect replays from: ${base}`
  }
  if (!top) return null
  return checkPending(g)
}

function checkPlayer(p: PlayerState, seat: number, rules: RuleSet, prizeCount: number): string | null {
  if (!isObj(p)) return `seat ${seat} is damaged`
  for (const z of ['deck', 'hand', 'discard', 'prizes', 'lostZone'] as const)
    if (!isIdList(p[z])) return `seat ${seat}'s ${z} is damaged`
  if (!Array.isArray(p.bench)) return `seat ${seat}'s Bench is damaged`
  if (p.bench.length > rules.benchSize)
    return `seat ${seat} has ${p.bench.length} Benched Pokémon; the Bench holds ${rules.benchSize}`
  if (p.prizes.length > prizeCount) return `seat ${seat} has ${p.prizes.length} Prize cards; the game has ${prizeCount}`
  if (!isObj(p.turn)) return `seat ${seat}'s turn record is damaged`
  const slots: [PokemonSlot | null, string][] = [[p.active, 'Active Pokémon']]
  p.bench.forEach((s, i) => slots.push([s, `Benched Pokémon ${i + 1}`]))
  for (const [s, name] of slots) {
    if (s === null) continue
    if (!isObj(s) || !isIdList(s.stack) || !isIdList(s.energy) || !isIdList(s.tools) || !isObj(s.conditions))
      return `seat ${seat}'s ${name} is damaged`
    if (!isCount(s.damage)) return `seat ${seat}'s ${name} has ${String(s.damage).slice(0, 40)} damage`
  }
  return null
}

/** 2-on-2 Battle (model/format.ts): a second Active only in that format, and never with the first spot empty. */
function checkSecondActive(g: GameState, p: PlayerState, seat: number): string | null {
  if (p.secondActive === undefined) return null
  if (!isDouble(g)) return `seat ${seat} has a second Active Pokémon outside a 2-on-2 Battle`
  if (!p.active) return `seat ${seat} has a second Active Pokémon but none in the first Active Spot`
  const s = p.secondActive
  if (!isObj(s) || !isIdList(s.stack) || !isIdList(s.energy) || !isIdList(s.tools) || !isObj(s.conditions))
    return `seat ${seat}'s second Active Pokémon is damaged`
  if (!isCount(s.damage)) return `seat ${seat}'s second Active Pokémon has ${String(s.damage).slice(0, 40)} damage`
  return null
}

/** Every seat holds exactly the cards of its deck list (Sudden Death deals them again from the lists). */
function checkDecklists(g: GameState): string | null {
  if (!Array.isArray(g.decklists) || g.decklists.length !== 2) return 'the deck lists are damaged'
  for (const seat of [0, 1] as const) {
    const list = g.decklists[seat]
    if (!Array.isArray(list)) return `seat ${seat}'s deck list is damaged`
    const count = new Map<string, number>()
    for (const def of list) count.set(def, (count.get(def) ?? 0) + 1)
    let held = 0
    for (const c of g.cards) {
      if (c.owner !== seat) continue
      held++
      const left = (count.get(c.def) ?? 0) - 1
      if (left < 0) return `seat ${seat} holds more ${c.def} cards than its deck list has`
      count.set(c.def, left)
    }
    if (held !== list.length) return `seat ${seat} holds ${held} cards but its deck list has ${list.length}`
  }
  return null
}

/** One question pending while the game runs, numbered as the state; an Active for both in the main phase. */
function checkPending(g: GameState): string | null {
  if (g.result) return g.pending ? 'a finished game has a question pending' : null
  const d = g.pending
  if (!isObj(d)) return 'the game is neither over nor waiting for a decision'
  if (!Array.isArray(d.options) || !isCount(d.min) || !isCount(d.max) || d.min > d.max || !isSeat(d.seat))
    return 'the pending question is damaged'
  if (d.id !== g.seq) return `the pending question is number ${String(d.id)}, the state's is ${g.seq}`
  if (d.ask === 'main') {
    if (g.journal) return 'the main-phase menu is pending in the middle of a card effect'
    for (const seat of [0, 1] as const)
      if (!g.players[seat].active) return `seat ${seat} has no Active Pokémon in the main phase`
  }
  return null
}
