/**
 * The engine as a pure function of data (design.md wall 1): step(state, response) → { state, events }.
 * Every decision is one pending Decision with enumerated options; a paused procedure is kept as a journal
 * (base state + answers) and re-run on each answer, so every state is plain JSON.
 */
import type { CardDb } from './api/card'
import type { GameState, Journal, Procedure } from './model/state'
import { emptyPlayer } from './model/state'
import type { GameFormat } from './model/format'
import type { Decision, Prompt, Response } from './model/decision'
import type { GameEvent } from './model/events'
import { other, type Seat } from './model/types'
import type { RuleSetId } from './rules/profile'
import { ruleSet } from './rules/profile'
import { seedRng, shuffleInPlace } from './rng'
import type { Proc } from './api/card'
import { Table, GameEnded } from './table/table'
import { setup } from './flow/setup'
import { actionAllowed, mainOptions } from './flow/main'
import { checkState } from './state-check'
import { askFree, runAction } from './flow/actions'
import { cloneState, cloneWork } from './model/clone'
import { SuddenDeath } from './flow/knockout'
import { validateDeck } from './deck'

export interface GameSetup {
  decks: [string[], string[]]
  seed: number
  rules?: RuleSetId
  /** Coin results consumed before the generator, in order (true = heads): tests, and the tutorial's fixed flips. */
  forcedFlips?: boolean[]
  /**
   * Deal each deck in its listed order, top card first, and skip the shuffle of setup (S-2), so the opening hands,
   * Prize cards and draws are known in advance (the tutorial's practice duel). A mulligan's redraw and card effects
   * still shuffle. Default: shuffled, as the rules say.
   */
  stackedDecks?: boolean
  /** Prize cards per player (default: the rule set's, 6). The tutorial plays a shorter duel. */
  prizes?: number
  /**
   * Tests only: deal decks that break the deck rules (rules.md §1.3), such as the few hand-picked cards of an engine
   * test. Without it newGame refuses an illegal deck (`IllegalDeckError`). The app never sets it.
   */
  skipDeckCheck?: boolean
  /**
   * 'double': a 2-on-2 Battle (seed 003 Appendix A; model/format.ts): two Active Pokémon a side and a Bench of 4.
   * Default 'single', the 1-on-1 game. It works with every rule set; the rules of the rule set hold otherwise.
   */
  format?: GameFormat
}

/** newGame's refusal of a deck that breaks the deck rules: which seat's, and validateDeck's sentences. */
export class IllegalDeckError extends Error {
  constructor(
    readonly seat: Seat,
    readonly errors: string[],
  ) {
    super(`Deck ${seat + 1} cannot be played: ${errors.join(' ')}`)
    this.name = 'IllegalDeckError'
  }
}

/**
 * The engine's version, recorded in every save: raised when a change to the rules or the engine can make an earlier
 * game's answers play out differently (a rules fix). Nothing depends on it being raised: a save that no longer
 * replays continues from its recorded position either way (src/store/match/save-slot.ts).
 */
export const ENGINE_VERSION = 1

export type StepResult = { ok: true; state: GameState; events: GameEvent[] } | { ok: false; error: string }

export interface Engine {
  readonly db: CardDb
  newGame(setup: GameSetup): { state: GameState; events: GameEvent[] }
  step(state: GameState, response: Response): StepResult
  /**
   * `step` for a caller that gives up `state` (simulations, benchmarks): the state may be changed and reused as the
   * result, so it must not be read afterwards. The result equals `step`'s (as JSON). When the action can ask a
   * question (so a paused journal needs the untouched state) or a journal is pending, it copies exactly as `step`
   * does. On an engine error the given state may be half-changed. Everything else should use the pure `step`.
   */
  stepOwned(state: GameState, response: Response): StepResult
  /** Compute the pending decision for a state built by hand (scenario builder) in the main phase. */
  resume(state: GameState): { state: GameState; events: GameEvent[] }
  /**
   * A state from outside (a save's snapshot, a replay file), checked against the invariants every state of this
   * engine keeps (state-check.ts) and copied: throws an Error saying what is wrong with it.
   */
  load(raw: unknown): GameState
  replay(setup: GameSetup, responses: Response[]): GameState
  /**
   * rules.md W-5: `seat` concedes and the other player wins, at once. Possible at any moment of a game that is not
   * over, whoever has the pending decision (setup, either turn, the middle of a card effect, whose paused procedure
   * is dropped where it stands). Pure like `step`: a new state whose `result` says `concede`, and the `game-over`
   * event. Refused (`ok: false`) when the game is already over.
   */
  concede(state: GameState, seat: Seat): StepResult
}

/** Fresh players and cards from the deck lists. Card ids are handed out in shuffled order so they reveal nothing. */
export function dealCards(g: GameState, decks: [string[], string[]]): void {
  g.cards = []
  g.players = [emptyPlayer(), emptyPlayer()]
  const entries: { def: string; owner: Seat }[] = []
  decks.forEach((list, seat) => list.forEach((def) => entries.push({ def, owner: seat as Seat })))
  // Positions in the lists, kept aside so a stacked deck can be put back in listed order after the ids are dealt.
  const position = new Map(entries.map((e, i) => [e, i]))
  shuffleInPlace(g.rng, entries)
  entries.forEach((e, uid) => {
    g.cards.push(Object.freeze(e))
    g.players[e.owner].deck.push(uid)
  })
  if (g.stackedDecks)
    for (const p of g.players) p.deck.sort((a, b) => position.get(entries[a]!)! - position.get(entries[b]!)!)
  // Fixed for the whole game and shared between successive states (cloneWork): any attempt to edit them throws.
  Object.freeze(g.cards)
  Object.freeze(g.decklists)
  for (const list of g.decklists) Object.freeze(list)
}

/** A procedure being run on `work`: what its journal records, plus its live generator and table. */
interface Running {
  work: GameState
  base: GameState | null
  proc: Procedure
  /** Every answer given so far. */
  answers: number[][]
  /** Events of the table's list already returned by earlier steps. */
  skip: number
  /** `work.seq` when the current step started. */
  seq: number
  t: Table
  gen: Proc
  /** The journal written at the current pause (null while running). */
  journal: Journal | null
}

export function createEngine(db: CardDb): Engine {
  function procGen(t: Table, proc: Procedure): Proc {
    switch (proc.kind) {
      case 'setup':
        return setup(t)
      case 'action':
        return runAction(t, proc.option)
      case 'turn-end':
        throw new Error('turn-end is run inside actions')
    }
  }

  /**
   * Paused procedures of the states this engine handed out, by state (not part of the state, which stays plain JSON):
   * stepOwned resumes the live generator where it stopped instead of copying the journal's base and replaying it.
   */
  const paused = new WeakMap<GameState, Running>()

  /**
   * The states this engine produced (or loaded and checked). `step` checks any other state against the invariants
   * before playing on from it, once: a state from outside may have been edited (issue 19). A caller that edits a
   * state the engine handed out is on its own, as with any other misuse of the API.
   */
  const trusted = new WeakSet<GameState>()
  const trust = (s: GameState): GameState => {
    trusted.add(s)
    return s
  }
  /** Null when `state` may be stepped; else why not. */
  function untrusted(state: GameState): string | null {
    if (trusted.has(state)) return null
    const problem = checkState(state, db)
    if (problem) return `This game state is damaged and cannot be played on: ${problem}`
    trusted.add(state)
    return null
  }
  const notAllowed = (opt: { label: string }): string => `That action is not allowed now (${opt.label.slice(0, 80)})`

  /**
   * Run `proc` on `work` from its start, feeding `answers`; pause at the next unanswered question. `base` is the
   * untouched state the journal replays from; null only for an owned step that cannot ask (see stepOwned).
   */
  function run(
    work: GameState,
    base: GameState | null,
    proc: Procedure,
    answers: number[][],
    skipEvents: number,
    seq: number,
    table?: Table,
  ): GameEvent[] {
    const t = table ?? new Table(work, db, [])
    return drive({ work, base, proc, answers, skip: skipEvents, seq, t, gen: procGen(t, proc), journal: null }, null)
  }

  /**
   * Drive a procedure: from its start, feeding `r.answers` (`resume` null), or from where it paused, feeding it
   * `resume` (its answers so far already include it). Pauses at the next unanswered question, recording the
   * journal in the state and the live procedure in `paused`; otherwise ends with the main-phase menu.
   */
  function drive(r: Running, resume: number[] | null): GameEvent[] {
    const { work, t } = r
    const events = t.events
    try {
      let it = resume === null ? r.gen.next() : r.gen.next(resume)
      let i = resume === null ? 0 : r.answers.length
      while (!it.done) {
        if (i < r.answers.length) {
          // Each answer must fit the question as the rules ask it again here, not only the pending question in the
          // state (whose options could have been edited): an index past the real options is refused.
          const a = r.answers[i++]!
          const misfit = answerMisfit(it.value, a)
          if (misfit) throw new AnswerMisfit(misfit)
          it = r.gen.next(a)
        } else {
          if (r.base === null)
            throw new Error('an owned step asked a question without a copy to replay from (askFree is wrong here)')
          work.pending = toDecision(it.value, r.seq + 1)
          work.seq = r.seq + 1
          r.journal = work.journal = { base: r.base, proc: r.proc, answers: r.answers, eventsEmitted: events.length }
          paused.set(work, r)
          // A copy: the live procedure may go on adding to its own list.
          return events.slice(r.skip)
        }
      }
      work.journal = null
    } catch (e) {
      if (e instanceof GameEnded) {
        work.journal = null
        work.seq = r.seq + 1
        return events.slice(r.skip)
      }
      if (e instanceof SuddenDeath) {
        // W-4: a new game with 1 Prize each; the events so far are kept, the new setup starts from here.
        const kept = events.slice(r.skip)
        startSuddenDeath(work)
        kept.push({ type: 'sudden-death', round: work.suddenDeath })
        const fresh = cloneWork(work)
        const out = run(work, fresh, { kind: 'setup' }, [], 0, r.seq)
        return [...kept, ...out]
      }
      throw e
    }
    // Procedure finished: the player whose turn it is picks from the main menu.
    work.pending = mainDecision(t, r.seq + 1)
    work.seq = r.seq + 1
    return r.skip === 0 ? events : events.slice(r.skip)
  }

  /**
   * stepOwned with a journal: when `state` is exactly as this engine paused it, feed the answer to the live procedure
   * (as a replay would, from the same point of the same run), changing `state` in place. Null when it cannot.
   */
  function resumeOwned(state: GameState, picks: number[]): GameEvent[] | null {
    const r = paused.get(state)
    if (!r || r.journal === null || state.journal !== r.journal || state.seq !== r.seq + 1) return null
    paused.delete(state)
    const j = r.journal
    // The state as the replay would have it here: the journal's base's pending decision, journal and number.
    const base = j.base
    state.pending = base.pending
    state.journal = base.journal
    state.seq = base.seq
    r.answers = [...j.answers, picks]
    r.skip = j.eventsEmitted
    r.seq = r.seq + 1
    r.journal = null
    return drive(r, picks)
  }

  function startSuddenDeath(g: GameState): void {
    g.suddenDeath++
    g.prizeCount = 1
    // "Prepare the game as usual" (W-4): a stacked game's Sudden Death is shuffled like any other.
    delete g.stackedDecks
    dealCards(g, g.decklists)
    g.turn = 0
    g.phase = 'setup'
    g.stadium = null
    g.resolving = []
    g.lastAttackOn = {}
    delete g.knockOutsByAttack
    delete g.movesToActive
    delete g.knockOuts
    delete g.attackDamage
    // a card made an Energy in the old game (Buzzap) is keyed by its id, which the new deal gives to another card
    delete g.asEnergy
    g.pending = null
    g.journal = null
  }

  /** The main-phase menu as the pending decision (built whole: toDecision's copy is for prompts from effects). */
  function mainDecision(t: Table, id: number): Decision {
    return {
      ask: 'main',
      seat: t.g.current,
      text: 'Your turn: choose an action',
      options: mainOptions(t),
      min: 1,
      max: 1,
      publicOptions: false,
      id,
    }
  }

  function newGame(s: GameSetup): { state: GameState; events: GameEvent[] } {
    const rules = s.rules ?? 'modern'
    ruleSet(rules)
    if (s.prizes !== undefined && !(Number.isInteger(s.prizes) && s.prizes >= 1))
      throw new Error(`Prize cards must be a whole number from 1 (got ${s.prizes})`)
    if (!s.skipDeckCheck)
      s.decks.forEach((list, seat) => {
        const { errors } = validateDeck(db, list, rules)
        if (errors.length > 0) throw new IllegalDeckError(seat as Seat, errors)
      })
    const g: GameState = {
      version: 1,
      rules,
      rng: seedRng(s.seed),
      cards: [],
      players: [emptyPlayer(), emptyPlayer()],
      turn: 0,
      current: 0,
      firstPlayer: 0,
      phase: 'setup',
      stadium: null,
      resolving: [],
      prizeCount: s.prizes ?? ruleSet(rules).prizes,
      suddenDeath: 0,
      pending: null,
      journal: null,
      seq: 0,
      result: null,
      forcedFlips: [...(s.forcedFlips ?? [])],
      lastAttackOn: {},
      decklists: [[...s.decks[0]], [...s.decks[1]]],
    }
    if (s.stackedDecks) g.stackedDecks = true
    if (s.format === 'double') g.format = 'double'
    else if (s.format !== undefined && s.format !== 'single') throw new Error(`Unknown format ${String(s.format)}`)
    dealCards(g, g.decklists)
    // The base shares the frozen card table (as every later state does), so the whole game shares one.
    const base = cloneWork(g)
    const events = run(g, base, { kind: 'setup' }, [], 0, 0)
    return { state: trust(g), events }
  }

  function step(state: GameState, response: Response): StepResult {
    const err = validate(state, response) ?? untrusted(state)
    if (err) return { ok: false, error: err }
    const pending = state.pending!
    try {
      if (state.journal) {
        const j = state.journal
        const work = cloneWork(j.base)
        const events = run(work, j.base, j.proc, [...j.answers, [...response.picks]], j.eventsEmitted, state.seq)
        return { ok: true, state: trust(work), events }
      }
      const opt = pending.options[response.picks[0]!]!
      if (opt.kind !== 'action') return { ok: false, error: 'That option is not an action' }
      const base: GameState = { ...state, pending: null }
      const work = cloneWork(base)
      // The menu is data in the state: the picked action is checked against the rules again (issue 19).
      const t = new Table(work, db, [])
      if (!actionAllowed(t, opt.action)) return { ok: false, error: notAllowed(opt) }
      const events = run(work, base, { kind: 'action', option: opt.action }, [], 0, state.seq, t)
      return { ok: true, state: trust(work), events }
    } catch (e) {
      if (e instanceof AnswerMisfit) return { ok: false, error: e.message }
      return { ok: false, error: `Engine error: ${(e as Error).message}` }
    }
  }

  function stepOwned(state: GameState, response: Response): StepResult {
    const err = validate(state, response) ?? untrusted(state)
    if (err) return { ok: false, error: err }
    if (state.journal) {
      try {
        const events = resumeOwned(state, [...response.picks])
        if (events) return { ok: true, state, events }
      } catch (e) {
        return { ok: false, error: `Engine error: ${(e as Error).message}` }
      }
      return step(state, response) // not paused by this engine as it is: replay from a copy of the journal's base
    }
    const opt = state.pending!.options[response.picks[0]!]!
    if (opt.kind !== 'action') return { ok: false, error: 'That option is not an action' }
    const t = new Table(state, db, [])
    if (!actionAllowed(t, opt.action)) return { ok: false, error: notAllowed(opt) }
    // A procedure that may ask needs the untouched state to replay from: take the copying path.
    if (!askFree(t, opt.action)) return step(state, response)
    try {
      state.pending = null
      const events = run(state, null, { kind: 'action', option: opt.action }, [], 0, state.seq, t)
      return { ok: true, state, events }
    } catch (e) {
      return { ok: false, error: `Engine error: ${(e as Error).message}` }
    }
  }

  function resume(state: GameState): { state: GameState; events: GameEvent[] } {
    const work = cloneState(state)
    const t = new Table(work, db, [])
    work.pending = mainDecision(t, state.seq + 1)
    work.seq = state.seq + 1
    const problem = checkState(work, db)
    if (problem) throw new Error(`This game state cannot be played: ${problem}`)
    return { state: trust(work), events: [] }
  }

  function load(raw: unknown): GameState {
    const problem = checkState(raw, db)
    if (problem) throw new Error(`This game state cannot be loaded: ${problem}`)
    const s = cloneState(raw as GameState)
    // As dealCards leaves them: fixed for the whole game, shared by every later state.
    Object.freeze(s.cards)
    for (const c of s.cards) Object.freeze(c)
    Object.freeze(s.decklists)
    for (const list of s.decklists) Object.freeze(list)
    return trust(s)
  }

  function replay(s: GameSetup, responses: Response[]): GameState {
    let { state } = newGame(s)
    for (const r of responses) {
      const res = step(state, r)
      if (!res.ok) throw new Error(`Replay failed: ${res.error}`)
      state = res.state
    }
    return state
  }

  function concede(state: GameState, seat: Seat): StepResult {
    if (state.result) return { ok: false, error: 'The game is over' }
    if (seat !== 0 && seat !== 1) return { ok: false, error: `There is no player ${String(seat)}` }
    const err = untrusted(state)
    if (err) return { ok: false, error: err }
    const work = cloneWork(state)
    const t = new Table(work, db, [])
    try {
      t.end(other(seat), 'concede', 'the opponent conceded')
    } catch (e) {
      if (!(e instanceof GameEnded)) throw e
    }
    // A card effect paused on a question is abandoned: nothing will answer it.
    work.journal = null
    work.seq = state.seq + 1
    return { ok: true, state: trust(work), events: t.events }
  }

  return { db, newGame, step, stepOwned, resume, load, replay, concede }
}

/** An answer that does not fit the question the procedure asks (see drive). */
class AnswerMisfit extends Error {}

function answerMisfit(p: Prompt, picks: readonly number[]): string | null {
  if (picks.length < p.min || picks.length > p.max)
    return `That answer does not fit the question (${picks.length} picks, ${p.min}–${p.max} allowed)`
  for (let i = 0; i < picks.length; i++) {
    const x = picks[i]!
    if (!Number.isInteger(x) || x < 0 || x >= p.options.length)
      return `There is no option ${String(x)} in that question`
    for (let j = 0; j < i; j++) if (picks[j] === x) return 'The same option was picked twice'
  }
  return null
}

function toDecision(p: Prompt, id: number): Decision {
  // `{ ...p, id }` without the fields effects passed as undefined: JSON would drop them (the state stays JSON-exact).
  // Built by copying, not by deleting afterwards, which is much slower for every later read and copy.
  const d: Record<string, unknown> = {}
  const src = p as unknown as Record<string, unknown>
  for (const k in src) {
    const v = src[k]
    if (v !== undefined) d[k] = v
  }
  d.id = id
  return d as unknown as Decision
}

/** Reject malformed, stale or illegal responses with a reason; the state is never touched. */
export function validate(state: GameState, r: Response): string | null {
  if (state.result) return 'The game is over'
  const d = state.pending
  if (!d) return 'Nothing to decide right now'
  if (!r || typeof r.decision !== 'number' || !Array.isArray(r.picks))
    return 'A response needs a decision id and a list of picks'
  if (r.decision !== d.id) return `That answer is for an earlier question (decision ${r.decision}, now ${d.id})`
  if (r.picks.length < d.min || r.picks.length > d.max) {
    return d.min === d.max ? `Choose exactly ${d.min}` : `Choose between ${d.min} and ${d.max}`
  }
  const picks = r.picks
  for (let i = 0; i < picks.length; i++) {
    const p = picks[i]
    if (!Number.isInteger(p) || p! < 0 || p! >= d.options.length) return `There is no option ${String(p)}`
    for (let j = 0; j < i; j++) if (picks[j] === p) return 'The same option was picked twice'
  }
  return null
}
