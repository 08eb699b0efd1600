/**
 * Determinization (research §1.7.2 item 2): from one seat's view (plus its redacted log, its own deck list and the
 * cards of the game's sets) build a complete GameState that agrees with everything that seat knows, filling what it does not
 * know at random. The search agents then play such worlds forward with the real engine.
 *
 * What is exact: the viewer's hand, every public zone (Active, Bench, attached cards, discard piles, Lost Zones, the
 * Stadium), all counts (hands, decks, Prizes), turn flags, whose turn it is, the pending decision. `viewFor` of the
 * result equals the view it came from (tested).
 *
 * What is sampled:
 * - The viewer's deck and Prizes: its deck list minus every card of its own it can see, shuffled, then split by the
 *   deck and Prize counts. Cards it saw go back into its deck (a card it shuffled in from its hand) keep their ids.
 * - The opponent's hand, deck and Prizes. The agent does not know the opponent's list (it is not shown to a human
 *   player either), so it builds a plausible one: every opponent card seen (now in public zones, or in the log: a
 *   mulligan, a reveal, a card played and picked up again) is in it, cards seen in the log that are not public now
 *   are placed among the hidden cards with their ids; the rest is filled like a theme deck (about 27 Energy,
 *   20 Pokémon, 13 Trainers in 60): more copies (up to 4) of seen Pokémon and of the Basic and Stage 1 of seen
 *   evolutions, more copies (up to 2) of seen Trainers, and basic Energy of the types their Pokémon use. Whatever
 *   part of the target cannot be filled from seen cards becomes basic Energy.
 * - Card ids of hidden cards: any id the view does not show, dealt at random (the view shows no hidden ids).
 * - The generator state: fresh, from the agent's own generator (so coin flips and draws are sampled, never known).
 *
 * Not in a view, so reset: the opponent's player-level markers, V-UNION names played, `lastAttackOn` (Mirror Move),
 * `suddenDeath` (counted from the log when there is one). Only states whose pending decision is a main-phase menu
 * can be determinized: a question asked in the middle of a card effect lives in a replay journal whose base state
 * is not in the view.
 */
import type {
  CardDb,
  CardInstance,
  CardRef,
  Decision,
  EnergyType,
  GameEvent,
  GameState,
  GameView,
  PlayerState,
  PokemonSlot,
  Seat,
  SideView,
  SlotView,
} from '../../engine'
import type { RngState } from '../../engine/rng'
import { nextU32, shuffleInPlace } from '../../engine/rng'
import { defOf } from './knowledge'

export interface DeterminizeInput {
  view: GameView
  /**
   * The cards of the game's sets (AgentContext.db): the cards a hidden card is guessed from (basic Energy by type,
   * the earlier stages of a seen evolution), so a world holds only cards the game could hold.
   */
  db: CardDb
  /** The viewer's own deck list. */
  deck: readonly string[]
  rng: RngState
  log?: readonly GameEvent[]
}

/** Target make-up of an unknown deck (out of 60), after the cards already seen. */
const TARGET = { energy: 27, pokemon: 20, trainer: 13 }

/** A complete state consistent with the view. Throws if the view's pending decision is not the viewer's main menu. */
export function determinize(inp: DeterminizeInput): GameState {
  const { view, db, rng } = inp
  const d = view.pending?.decision
  if (!d || d.ask !== 'main' || view.pending!.seat !== view.viewer)
    throw new Error('determinize: only at the viewer’s own main-phase decision')
  const me = view.me.seat
  const opp: Seat = me === 0 ? 1 : 0

  // 1. Every card the view shows, with its owner.
  const known = new Map<number, CardInstance>()
  const see = (c: CardRef, owner: Seat) => known.set(c.uid, { def: c.def, owner })
  for (const side of [view.me, view.opponent]) {
    for (const c of side.discard) see(c, side.seat)
    for (const c of side.lostZone) see(c, side.seat)
    for (const s of slots(side)) {
      if (s.faceDown) throw new Error('determinize: face-down Pokémon in play')
      for (const c of [...s.stack, ...s.energy, ...s.tools]) see(c, side.seat)
    }
  }
  for (const c of view.me.hand ?? []) see(c, me)
  if (view.stadium) see(view.stadium.card, view.stadium.owner)
  const publicCount = (seat: Seat) => [...known.values()].filter((k) => k.owner === seat).length
  const hiddenMine = view.me.deckCount + view.me.prizeCount
  const hiddenOpp = view.opponent.handCount + view.opponent.deckCount + view.opponent.prizeCount
  const total = publicCount(me) + publicCount(opp) + hiddenMine + hiddenOpp
  for (const uid of known.keys())
    if (uid >= total) throw new Error(`determinize: card id ${uid} outside the game's ${total} cards`)

  // 2. Cards seen in the log that are hidden now (e.g. a mulligan hand shuffled back), with their owners.
  const fromLog = new Map<number, CardInstance>()
  for (const e of sinceSuddenDeath(inp.log ?? [])) {
    const add = (c: CardRef | null, seat: Seat) => {
      if (c && !known.has(c.uid) && c.uid < total) fromLog.set(c.uid, { def: c.def, owner: seat })
    }
    if (e.type === 'move') add(e.card, e.seat)
    else if (e.type === 'mulligan' || e.type === 'reveal') for (const c of e.cards) add(c, e.seat)
  }

  // 3. The hidden ids, dealt at random to the hidden slots.
  const hiddenIds: number[] = []
  for (let uid = 0; uid < total; uid++) if (!known.has(uid)) hiddenIds.push(uid)
  const loggedMine = [...fromLog].filter(([, k]) => k.owner === me).slice(0, hiddenMine)
  const loggedOpp = [...fromLog].filter(([, k]) => k.owner === opp).slice(0, hiddenOpp)
  const reserved = new Set([...loggedMine, ...loggedOpp].map(([u]) => u))
  const free = hiddenIds.filter((u) => !reserved.has(u))
  shuffleInPlace(rng, free)

  // 4. What the hidden cards are.
  const mineDefs = ownUnknown(
    inp.deck,
    view,
    db,
    loggedMine.map(([, k]) => k.def),
    hiddenMine - loggedMine.length,
  )
  const oppDefs = opponentUnknown(
    view,
    db,
    inp.log ?? [],
    loggedOpp.map(([, k]) => k.def),
    hiddenOpp - loggedOpp.length,
    rng,
  )
  const cards: CardInstance[] = new Array<CardInstance>(total)
  for (const [uid, k] of known) cards[uid] = k
  const mineIds = loggedMine.map(([u, k]) => ((cards[u] = k), u))
  const oppIds = loggedOpp.map(([u, k]) => ((cards[u] = k), u))
  let f = 0
  for (const def of mineDefs) {
    const u = free[f++]!
    cards[u] = { def, owner: me }
    mineIds.push(u)
  }
  for (const def of oppDefs) {
    const u = free[f++]!
    cards[u] = { def, owner: opp }
    oppIds.push(u)
  }
  shuffleInPlace(rng, mineIds)
  shuffleInPlace(rng, oppIds)
  for (let i = 0; i < total; i++) cards[i] = Object.freeze({ ...cards[i]! })
  Object.freeze(cards)

  const players: [PlayerState, PlayerState] = [null, null] as unknown as [PlayerState, PlayerState]
  players[me] = player(
    view.me,
    view.me.hand!.map((c) => c.uid),
    mineIds.slice(0, view.me.deckCount),
    mineIds.slice(view.me.deckCount),
  )
  const oh = view.opponent.handCount
  const od = view.opponent.deckCount
  players[opp] = player(view.opponent, oppIds.slice(0, oh), oppIds.slice(oh, oh + od), oppIds.slice(oh + od))

  const decklists: [string[], string[]] = [[], []]
  decklists[me] = [...inp.deck]
  decklists[opp] = cards.filter((c) => c.owner === opp).map((c) => c.def)
  Object.freeze(decklists)
  for (const l of decklists) Object.freeze(l)

  const g: GameState = {
    version: 1,
    rules: view.rules,
    rng: freshRng(rng),
    cards,
    players,
    turn: view.turn,
    current: view.current,
    firstPlayer: view.firstPlayer,
    phase: view.phase,
    stadium: view.stadium ? { uid: view.stadium.card.uid, owner: view.stadium.owner } : null,
    resolving: [],
    prizeCount: view.prizeCount,
    suddenDeath: (inp.log ?? []).filter((e) => e.type === 'sudden-death').length,
    pending: JSON.parse(JSON.stringify(d)) as Decision,
    journal: null,
    seq: d.id,
    result: null,
    forcedFlips: [],
    lastAttackOn: {},
    decklists,
  }
  const asEnergy = cardsAsEnergy(view, db)
  if (asEnergy) g.asEnergy = asEnergy
  return g
}

function slots(side: SideView): SlotView[] {
  return side.active ? [side.active, ...side.bench] : [...side.bench]
}

function sinceSuddenDeath(log: readonly GameEvent[]): readonly GameEvent[] {
  let i = log.length - 1
  while (i >= 0 && log[i]!.type !== 'sudden-death') i--
  return i < 0 ? log : log.slice(i + 1)
}

function freshRng(rng: RngState): [number, number, number, number] {
  const s: [number, number, number, number] = [nextU32(rng), nextU32(rng), nextU32(rng), nextU32(rng) | 1]
  return s
}

function slotState(s: SlotView): PokemonSlot {
  const out: PokemonSlot = {
    stack: s.stack.map((c) => c.uid),
    energy: s.energy.map((c) => c.uid),
    tools: s.tools.map((c) => c.uid),
    damage: s.damage,
    conditions: { ...s.conditions },
    playedTurn: s.playedTurn,
    markers: JSON.parse(JSON.stringify(s.markers)) as PokemonSlot['markers'],
  }
  if (s.faceDown) out.faceDown = true
  return out
}

function player(side: SideView, hand: number[], deck: number[], prizes: number[]): PlayerState {
  return {
    deck,
    hand,
    discard: side.discard.map((c) => c.uid),
    prizes,
    lostZone: side.lostZone.map((c) => c.uid),
    active: side.active ? slotState(side.active) : null,
    bench: side.bench.map(slotState),
    turn: { ...side.turn, abilitiesUsed: [...side.turn.abilitiesUsed] },
    gxUsed: side.gxUsed,
    vstarUsed: side.vstarUsed,
    vunionPlayed: [],
    mulligans: side.mulligans,
    markers: [],
    revealedHand: false,
  }
}

/** Multiset difference: `list` minus `minus` (as many copies as appear). */
function without(list: readonly string[], minus: readonly string[]): string[] {
  const count = new Map<string, number>()
  for (const m of minus) count.set(m, (count.get(m) ?? 0) + 1)
  const out: string[] = []
  for (const x of list) {
    const c = count.get(x) ?? 0
    if (c > 0) count.set(x, c - 1)
    else out.push(x)
  }
  return out
}

function publicDefs(side: SideView, withHand: boolean): string[] {
  const out: string[] = []
  for (const c of side.discard) out.push(c.def)
  for (const c of side.lostZone) out.push(c.def)
  for (const s of slots(side)) for (const c of [...s.stack, ...s.energy, ...s.tools]) out.push(c.def)
  if (withHand) for (const c of side.hand ?? []) out.push(c.def)
  return out
}

/** The viewer's own unknown cards: its list minus what it sees (and minus the logged ones placed already). */
function ownUnknown(deck: readonly string[], view: GameView, db: CardDb, logged: string[], n: number): string[] {
  const seen = publicDefs(view.me, true)
  if (view.stadium && view.stadium.owner === view.me.seat) seen.push(view.stadium.card.def)
  let rest = without(deck, [...seen, ...logged])
  if (rest.length > n) rest = rest.slice(0, n)
  const filler = mostCommonEnergy(deck, db) ?? deck[0] ?? view.me.active?.stack[0]?.def
  while (rest.length < n && filler) rest.push(filler)
  return rest
}

function mostCommonEnergy(list: readonly string[], db: CardDb): string | null {
  const count = new Map<string, number>()
  for (const id of list) if (defOf(db, id)?.kind === 'energy') count.set(id, (count.get(id) ?? 0) + 1)
  let best: string | null = null
  for (const [id, c] of count) if (best === null || c > count.get(best)!) best = id
  return best
}

/** The opponent's unknown cards (hand, deck, Prizes), sampled from a plausible deck. See the file comment. */
function opponentUnknown(
  view: GameView,
  db: CardDb,
  log: readonly GameEvent[],
  logged: string[],
  n: number,
  rng: RngState,
): string[] {
  if (n <= 0) return []
  const opp = view.opponent
  const pub = publicDefs(opp, false)
  if (view.stadium && view.stadium.owner === opp.seat) pub.push(view.stadium.card.def)
  const seenDefs = new Set<string>([...pub, ...logged])
  for (const e of log) {
    if (e.type === 'move' && e.card && e.seat === opp.seat) seenDefs.add(e.card.def)
    if ((e.type === 'mulligan' || e.type === 'reveal') && e.seat === opp.seat)
      for (const c of e.cards) seenDefs.add(c.def)
  }
  const have = new Map<string, number>()
  for (const id of [...pub, ...logged]) have.set(id, (have.get(id) ?? 0) + 1)
  const kindOf = (id: string) => defOf(db, id)?.kind ?? 'energy'
  const countKind = (k: string) => [...pub, ...logged].filter((id) => kindOf(id) === k).length

  // Candidate extra copies by kind.
  const pokemon: string[] = []
  const trainers: string[] = []
  const types = new Set<EnergyType>()
  const addCopies = (id: string, upTo: number, into: string[]) => {
    for (let i = have.get(id) ?? 0; i < upTo; i++) into.push(id)
  }
  const lines = new Set<string>()
  for (const id of seenDefs) {
    const def = defOf(db, id)
    if (!def) continue
    if (def.kind === 'pokemon') {
      lines.add(id)
      for (const t of def.types) if (t !== 'colorless') types.add(t)
      for (const a of def.attacks) for (const c of a.cost) if (c !== 'colorless') types.add(c)
      // The earlier stages of a seen evolution are in the deck too: from the same set when the game's sets print
      // more than one card of that name.
      let from = def.evolvesFrom
      for (let guard = 0; from && guard < 3; guard++) {
        const named = db.byName(from).filter((x) => x.kind === 'pokemon')
        const pre = named.find((x) => x.set === def.set) ?? named[0]
        if (!pre) break
        lines.add(pre.id)
        from = pre.kind === 'pokemon' ? pre.evolvesFrom : undefined
      }
    } else if (def.kind === 'energy' && def.basic && def.provides[0] && def.provides[0].types !== 'any') {
      for (const t of def.provides[0].types) types.add(t)
    } else if (def.kind === 'trainer') addCopies(id, 2, trainers)
  }
  for (const id of lines) {
    const def = defOf(db, id)
    const upTo =
      def?.kind === 'pokemon' && def.stage === 'basic' ? 4 : def?.kind === 'pokemon' && def.stage === 'stage1' ? 3 : 2
    addCopies(id, upTo, pokemon)
  }
  // Basic Energy of those types from the game's cards (the database holds only the game's sets).
  const energies = [...types].flatMap((t) => {
    const e = db.byName(`${t[0]!.toUpperCase()}${t.slice(1)} Energy`).find((x) => x.kind === 'energy' && x.basic)
    return e ? [e.id] : []
  })
  if (energies.length === 0) {
    const seenEnergy = [...seenDefs].filter((id) => kindOf(id) === 'energy')
    energies.push(...(seenEnergy.length ? seenEnergy : pub.slice(0, 1)))
  }

  // How many of each kind, scaled to n.
  const want = {
    pokemon: Math.max(0, TARGET.pokemon - countKind('pokemon')),
    trainer: Math.max(0, TARGET.trainer - countKind('trainer')),
    energy: Math.max(0, TARGET.energy - countKind('energy')),
  }
  const sum = want.pokemon + want.trainer + want.energy || 1
  shuffleInPlace(rng, pokemon)
  shuffleInPlace(rng, trainers)
  const out: string[] = []
  out.push(...pokemon.slice(0, Math.round((n * want.pokemon) / sum)))
  out.push(...trainers.slice(0, Math.round((n * want.trainer) / sum)))
  let k = 0
  while (out.length < n && energies.length > 0) out.push(energies[k++ % energies.length]!)
  while (out.length < n) out.push(pub[0] ?? 'unknown')
  return out.slice(0, n)
}

/** Cards in play as Energy though printed as something else: assumed to provide one unit of any type. */
function cardsAsEnergy(view: GameView, db: CardDb): GameState['asEnergy'] | null {
  let out: NonNullable<GameState['asEnergy']> | null = null
  for (const side of [view.me, view.opponent]) {
    for (const s of slots(side)) {
      for (const c of s.energy) {
        if (defOf(db, c.def)?.kind !== 'energy') {
          out ??= {}
          out[String(c.uid)] = { provides: [{ types: 'any' }] }
        }
      }
    }
  }
  return out
}
