/**
 * Prepared modern positions (Scarlet & Violet—151) for e2e tests and for looking at the table: the decks are dealt
 * in a fixed order (`GameSetup.stackedDecks`), a scripted player builds the board in Node, and the opponent (a
 * deck of Magikarp and Daisy's Help, so it never has Energy to attack) only draws and plays one Supporter. The game
 * is saved as the app would save it (`resumePosition` in table-positions.ts loads it), and the computer that takes
 * over in the browser has nothing to attack with either, so the position stays calm for as long as a test needs.
 */
import {
  createEngine,
  viewFor,
  type Decision,
  type GameSetup,
  type GameState,
  type GameView,
  type MainAction,
  type Response,
} from '../src/engine'
import { loadCardDb } from '../src/cards/registry'
import { fingerprint, SAVE_VERSION, type SaveRecord } from '../src/store/match/save-record'
import { derivedAiSeed } from '../src/store/match/ai-seed'

// Node loads every set's cards up front (the app loads the sets of a game's decks).
const engine = createEngine(await loadCardDb())
const name = (def: string) => engine.db.get(def).name

export const SV = {
  bulbasaur: 'sv3pt5-1',
  ivysaur: 'sv3pt5-2',
  venusaurEx: 'sv3pt5-3',
  jigglypuff: 'sv3pt5-39',
  wigglytuffEx: 'sv3pt5-40',
  oddish: 'sv3pt5-43',
  gloom: 'sv3pt5-44',
  abra: 'sv3pt5-63',
  kadabra: 'sv3pt5-64',
  alakazamEx: 'sv3pt5-65',
  doduo: 'sv3pt5-84',
  dodrio: 'sv3pt5-85',
  gastly: 'sv3pt5-92',
  haunter: 'sv3pt5-93',
  magikarp: 'sv3pt5-129',
  omanyte: 'sv3pt5-138',
  kabuto: 'sv3pt5-140',
  mewEx: 'sv3pt5-151',
  domeFossil: 'sv3pt5-152',
  helixFossil: 'sv3pt5-153',
  oldAmber: 'sv3pt5-154',
  bigAirBalloon: 'sv3pt5-155',
  billsTransfer: 'sv3pt5-156',
  cyclingRoad: 'sv3pt5-157',
  daisysHelp: 'sv3pt5-158',
  leftovers: 'sv3pt5-163',
  protectiveGoggles: 'sv3pt5-164',
  rigidBand: 'sv3pt5-165',
  grass: 'sve-1',
  fire: 'sve-2',
  psychic: 'sve-5',
  /** From the Base Set: the only Special Energy here, for Wigglytuff ex's Expanding Body (+100 HP). */
  doubleColorless: 'base1-96',
} as const

/** A stacked deck of 60: `top` first (the opening hand is its first 7 cards, then 6 Prize cards, then the draws). */
const stack = (top: string[], filler: string): string[] => [...top, ...Array<string>(60 - top.length).fill(filler)]

/** The opponent: Magikarp (no Energy to attack with) and Daisy's Help, which it plays once for a Supporter to discard. */
const CALM_OPPONENT = stack(
  [SV.magikarp, SV.daisysHelp, SV.magikarp, SV.daisysHelp, SV.magikarp, SV.magikarp, SV.magikarp],
  SV.magikarp,
)

interface Script {
  /** The Active Pokémon chosen at setup (card name); every other Basic goes to the Bench. */
  active: string
  /** Main-phase actions the scripted player takes when offered, in order of preference (labels). */
  prefer: (a: MainAction, label: string, v: GameView) => boolean
  /** Stop on the human's main phase when this holds (before acting). */
  stop: (v: GameView) => boolean
  /** Instead of `stop`: stop at the first question of the human's for which this holds (setup questions too). */
  stopAt?: (d: Decision) => boolean
}

const first = (d: Decision) => d.options.map((_, i) => i).slice(0, Math.max(d.min, Math.min(1, d.max)))

function humanPicks(d: Decision, v: GameView, s: Script): number[] {
  const label = (l: string) => d.options.findIndex((o) => o.label === l)
  switch (d.ask) {
    case 'first-player':
      return [label('Go second')]
    case 'setup-active':
      return [label(s.active)]
    case 'setup-bench':
      return d.options.map((_, i) => i).slice(0, d.max)
    case 'main': {
      const i = d.options.findIndex((o) => o.kind === 'action' && s.prefer(o.action, o.label, v))
      return [i >= 0 ? i : d.options.findIndex((o) => o.kind === 'action' && o.action.type === 'end-turn')]
    }
    default:
      return first(d)
  }
}

function opponentPicks(d: Decision, v: GameView): number[] {
  if (d.ask === 'first-player') return [d.options.findIndex((o) => o.label === 'Go first')]
  if (d.ask === 'setup-bench') return []
  if (d.ask !== 'main') return first(d)
  const supporterPlayed = v.me.discard.some((c) => c.def === SV.daisysHelp)
  const daisy = d.options.findIndex((o) => o.label === "Play Daisy's Help")
  if (!supporterPlayed && daisy >= 0) return [daisy]
  return [d.options.findIndex((o) => o.kind === 'action' && o.action.type === 'end-turn')]
}

export interface Position {
  record: SaveRecord
  view: GameView
  decision: Decision
}

function play(humanDeck: string[], humanDeckId: string, script: Script): Position {
  // The calm opponent's 58 Magikarp are no legal deck: dealt with the engine's test-only skipDeckCheck (table-positions.ts).
  const setup: GameSetup = {
    decks: [humanDeck, CALM_OPPONENT],
    seed: 7,
    rules: 'modern',
    stackedDecks: true,
    skipDeckCheck: true,
  }
  let state: GameState = engine.newGame(setup).state
  const responses: Response[] = []
  for (let n = 0; n < 3000 && state.pending && !state.result; n++) {
    const d = state.pending
    const v = viewFor(state, d.seat, engine.db)
    if (d.seat === 0 && (script.stopAt ? script.stopAt(d) : d.ask === 'main' && script.stop(v))) {
      return {
        view: v,
        decision: d,
        record: {
          version: SAVE_VERSION,
          config: {
            humanDeck: humanDeckId,
            aiDeck: 'd-sv3pt5-mew',
            rules: 'modern',
            seed: setup.seed,
            aiSeed: derivedAiSeed(setup.seed),
            humanSeat: 0,
            level: 'beginner',
          },
          setup,
          responses,
          savedAt: Date.now(),
          stateHash: fingerprint(JSON.stringify(state)),
          gameId: `position-${humanDeckId}`,
          revision: 0,
        },
      }
    }
    const picks = d.seat === 0 ? humanPicks(d, v, script) : opponentPicks(d, v)
    const r: Response = { decision: d.id, picks }
    const res = engine.step(state, r)
    if (!res.ok)
      throw new Error(`modern position: ${res.error} (${d.ask}: ${d.options.map((o) => o.label).join(' | ')})`)
    responses.push(r)
    state = res.state
  }
  throw new Error('the modern position was not reached')
}

const handHas = (v: GameView, ids: string[]) => {
  const left = (v.me.hand ?? []).map((c) => c.def)
  return ids.every((id) => {
    const i = left.indexOf(id)
    if (i >= 0) left.splice(i, 1)
    return i >= 0
  })
}

/** Evolution cards, Tools, a fossil and a Basic Energy the workshop position collects, in the order they are drawn. */
export const WORKSHOP_HAND = [
  SV.omanyte,
  SV.kabuto,
  SV.haunter,
  SV.gloom,
  SV.dodrio,
  SV.rigidBand,
  SV.bigAirBalloon,
  SV.protectiveGoggles,
  SV.leftovers,
  SV.oldAmber,
  SV.grass,
]

/**
 * The workshop: Doduo Active; Gastly, Oddish and both Antique fossils (Helix, Dome) on the Bench since turn 2;
 * Cycling Road in play; the opponent has played Daisy's Help. In hand: Omanyte, Kabuto, Haunter, Gloom, Dodrio,
 * the four Tools, Antique Old Amber and a Grass Energy (for Cycling Road). The human to move.
 */
export function workshop(): Position {
  const deck = stack(
    [
      ...[SV.doduo, SV.gastly, SV.oddish, SV.helixFossil, SV.domeFossil, SV.cyclingRoad, SV.psychic],
      ...Array<string>(6).fill(SV.fire),
      SV.psychic,
      ...WORKSHOP_HAND,
    ],
    SV.psychic,
  )
  return play(deck, 'd-sv3pt5-mew', {
    active: 'Doduo',
    prefer: (a, label) =>
      (a.type === 'bench' && /Antique (Helix|Dome) Fossil/.test(label)) ||
      label === 'Play Cycling Road' ||
      (a.type === 'attach-energy' && a.target.zone === 'active' && label.startsWith('Attach Basic Psychic Energy')),
    stop: (v) => handHas(v, WORKSHOP_HAND),
  })
}

/**
 * Evolved: Venusaur ex Active; Alakazam ex (two Psychic Energy), Mew ex, Dodrio and Wigglytuff ex (a Double Colorless
 * Energy: 350 HP) on the Bench; one card in hand (so Mew ex's Restart can draw). The human to move.
 */
export function evolved(): Position {
  const deck = stack(
    [
      ...[SV.bulbasaur, SV.abra, SV.mewEx, SV.doduo, SV.jigglypuff, SV.psychic, SV.psychic],
      ...Array<string>(6).fill(SV.fire),
      ...[SV.ivysaur, SV.kadabra, SV.venusaurEx, SV.alakazamEx, SV.dodrio, SV.wigglytuffEx, SV.doubleColorless],
    ],
    SV.fire,
  )
  const top = (v: GameView, i: number | 'active') => {
    const s = i === 'active' ? v.me.active : v.me.bench[i]
    return s?.stack.at(-1)?.def
  }
  return play(deck, 'd-sv3pt5-venusaur', {
    active: 'Bulbasaur',
    prefer: (a, label, v) =>
      a.type === 'evolve' ||
      (a.type === 'attach-energy' &&
        a.target.zone === 'bench' &&
        ((label.includes('Psychic') && /Abra|Kadabra/.test(name(top(v, a.target.index)!))) ||
          (label.includes('Double Colorless') && top(v, a.target.index) === SV.wigglytuffEx))),
    stop: (v) =>
      top(v, 'active') === SV.venusaurEx &&
      [SV.alakazamEx, SV.mewEx, SV.dodrio, SV.wigglytuffEx].every((id) =>
        v.me.bench.some((s) => s.stack.at(-1)?.def === id),
      ) &&
      v.me.bench.some((s) => s.energy.some((e) => e.def === SV.doubleColorless)) &&
      (v.me.hand?.length ?? 0) < 3,
  })
}

/**
 * Setup with one Basic left for the Bench: the human's opening hand holds Doduo and Magikarp; Doduo became the Active
 * and the question "Put up to 1 Basic Pokémon on your Bench" (min 0, max 1) is pending.
 */
export function benchOneAtSetup(): Position {
  const deck = stack([SV.doduo, SV.magikarp, ...Array<string>(5).fill(SV.psychic)], SV.psychic)
  return play(deck, 'd-sv3pt5-mew', {
    active: 'Doduo',
    prefer: () => false,
    stop: () => false,
    stopAt: (d) => d.ask === 'setup-bench',
  })
}

/**
 * An opening hand of seven Basic Pokémon: Doduo goes Active and the setup question offers the other six for the
 * Bench (up to 5), each drawn as a card with a Done button under them: a question taller than a phone's window.
 */
export function benchManyAtSetup(): Position {
  const basics = [SV.doduo, SV.magikarp, SV.bulbasaur, SV.abra, SV.gastly, SV.oddish, SV.jigglypuff]
  return play(stack(basics, SV.psychic), 'd-sv3pt5-mew', {
    active: 'Doduo',
    prefer: () => false,
    stop: () => false,
    stopAt: (d) => d.ask === 'setup-bench',
  })
}

/**
 * Trainers in hand on the human's first turn (going second, so a Supporter may be played): Doduo Active, Daisy's Help
 * (a Supporter) and Cycling Road (a Stadium; none in play) in hand.
 */
export function trainersInHand(): Position {
  const deck = stack([SV.doduo, SV.daisysHelp, SV.cyclingRoad, ...Array<string>(4).fill(SV.psychic)], SV.psychic)
  return play(deck, 'd-sv3pt5-mew', {
    active: 'Doduo',
    prefer: () => false,
    stop: (v) => handHas(v, [SV.daisysHelp, SV.cyclingRoad]) && !v.stadium,
  })
}

/**
 * Bill's Transfer in hand over a deck of nothing but Psychic Energy: its look at the top 8 cards finds no Pokémon,
 * and the question is asked anyway (with nothing to take), so the opponent cannot tell a miss from a choice.
 */
export function searchThatMisses(): Position {
  const deck = stack([SV.doduo, SV.billsTransfer, ...Array<string>(5).fill(SV.psychic)], SV.psychic)
  return play(deck, 'd-sv3pt5-mew', {
    active: 'Doduo',
    prefer: () => false,
    stop: (v) => handHas(v, [SV.billsTransfer]),
  })
}
