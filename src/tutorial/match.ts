/**
 * Reading an expected decision (types.ts `Expect`, by card names) against the engine's enumerated options: which
 * picks it means, and whether the picks a player made are the taught ones. Pure; shared by the tutorial session
 * (to accept only the taught action), the scripted opponent and the walkthrough test.
 */
import type { CardDb, Decision, GameView, MainAction, Option, SlotRef, SlotView } from '../engine'
import type { Expect } from './types'

const nameOf = (db: CardDb, def: string) => db.get(def).name

/** The name of the top card of a Pokémon in play. */
function slotName(db: CardDb, slot: SlotView | null | undefined): string | null {
  const top = slot?.stack.at(-1)
  return top ? nameOf(db, top.def) : null
}

function slotAt(view: GameView, ref: SlotRef): SlotView | null {
  const side = ref.seat === view.viewer ? view.me : view.opponent
  return ref.zone === 'active' ? side.active : (side.bench[ref.index] ?? null)
}

function handName(db: CardDb, view: GameView, uid: number): string | null {
  const c = view.me.hand?.find((h) => h.uid === uid)
  return c ? nameOf(db, c.def) : null
}

/** Does this main-phase action do what `e` says? */
function actionFits(e: Expect, a: MainAction, view: GameView, db: CardDb, label: string): boolean {
  switch (e.do) {
    case 'attach-energy':
    case 'evolve':
    case 'attach-tool':
      return (
        a.type === e.do &&
        handName(db, view, a.card) === e.card &&
        a.target.seat === view.viewer &&
        slotName(db, slotAt(view, a.target)) === e.to
      )
    case 'bench':
    case 'play-trainer':
      return a.type === e.do && handName(db, view, a.card) === e.card
    case 'retreat':
      return a.type === 'retreat' && slotName(db, view.me.bench[a.to]) === e.to
    case 'use-ability':
      // Labels read "Use Restart" (the button in the Pokémon's menu).
      return (
        a.type === 'ability' &&
        a.tool === undefined &&
        a.source.seat === view.viewer &&
        slotName(db, slotAt(view, a.source)) === e.pokemon &&
        label === `Use ${e.ability}`
      )
    case 'use-stadium':
      return a.type === 'use-stadium' && label === `Use ${e.stadium}`
    case 'attack':
      // Labels read "Attack: Bubble" (the engine's option label); the name is what the player sees on the button.
      return (
        a.type === 'attack' &&
        (label === e.attack || label.endsWith(`: ${e.attack}`) || label.includes(`${e.attack} (`))
      )
    case 'end-turn':
      return a.type === 'end-turn'
    default:
      return false
  }
}

const MAIN_DO = new Set<Expect['do']>([
  'attach-energy',
  'evolve',
  'bench',
  'play-trainer',
  'attach-tool',
  'use-ability',
  'use-stadium',
  'retreat',
  'attack',
  'end-turn',
])

/** The decision kind an expectation answers. */
export function askOf(e: Expect): Decision['ask'] {
  if (MAIN_DO.has(e.do)) return 'main'
  if (e.do === 'choose') return e.ask
  return e.do as Decision['ask']
}

/** Does one option fit a single-pick expectation? */
function optionFits(e: Expect, o: Option, view: GameView, db: CardDb): boolean {
  if (o.kind === 'action') return actionFits(e, o.action, view, db, o.label)
  switch (e.do) {
    case 'setup-active':
      return o.kind === 'card' && nameOf(db, o.def) === e.card
    case 'choose':
      return o.label === e.option
    case 'take-prize':
      return true
    case 'promote':
      return o.kind === 'slot' && slotName(db, slotAt(view, o.ref)) === e.pokemon
    default:
      return false
  }
}

/** The names of the cards an option stands for (a card, or a set of cards such as Energy to discard). */
function optionCardNames(o: Option, view: GameView, db: CardDb): string[] {
  if (o.kind === 'card') return [nameOf(db, o.def)]
  if (o.kind === 'cards') {
    const all = [view.me, view.opponent].flatMap((s) => [s.active, ...s.bench]).flatMap((s) => (s ? s.energy : []))
    return o.uids.map((u) => {
      const c = all.find((x) => x.uid === u)
      return c ? nameOf(db, c.def) : '?'
    })
  }
  return []
}

const sameNames = (a: string[], b: string[]) =>
  a.length === b.length && [...a].sort().join('|') === [...b].sort().join('|')

/**
 * The picks that carry out `e` on decision `d`, seen by the deciding seat's `view`; null when the decision is of
 * another kind or the expected option is not offered (the tutorial data is wrong for this position).
 */
export function picksFor(e: Expect, d: Decision, view: GameView, db: CardDb): number[] | null {
  if (askOf(e) !== d.ask) return null
  if (e.do === 'setup-bench') {
    const want = [...e.cards]
    const picks: number[] = []
    d.options.forEach((o, i) => {
      const n = o.kind === 'card' ? nameOf(db, o.def) : null
      const at = n === null ? -1 : want.indexOf(n)
      if (at >= 0) {
        want.splice(at, 1)
        picks.push(i)
      }
    })
    return want.length === 0 && picks.length >= d.min && picks.length <= d.max ? picks : null
  }
  if (e.do === 'discard-energy') {
    // Options are either whole sets of cards (kind 'cards') or single cards picked together.
    const whole = d.options.findIndex((o) => o.kind === 'cards' && sameNames(optionCardNames(o, view, db), e.cards))
    if (whole >= 0) return [whole]
    const want = [...e.cards]
    const picks: number[] = []
    d.options.forEach((o, i) => {
      const [n] = optionCardNames(o, view, db)
      const at = n === undefined ? -1 : want.indexOf(n)
      if (at >= 0) {
        want.splice(at, 1)
        picks.push(i)
      }
    })
    return want.length === 0 && picks.length >= d.min && picks.length <= d.max ? picks : null
  }
  const i = d.options.findIndex((o) => optionFits(e, o, view, db))
  return i >= 0 ? [i] : null
}

/** Are `picks` the taught answer? Single picks: the chosen option fits; several: the same cards as taught. */
export function picksFit(e: Expect, d: Decision, picks: readonly number[], view: GameView, db: CardDb): boolean {
  if (askOf(e) !== d.ask) return false
  if (e.do === 'setup-bench' || e.do === 'discard-energy') {
    const taught = picksFor(e, d, view, db)
    if (!taught) return false
    const names = (ps: readonly number[]) =>
      ps.flatMap((i) => (d.options[i] ? optionCardNames(d.options[i], view, db) : ['?']))
    return sameNames(names(picks), names(taught))
  }
  return picks.length === 1 && d.options[picks[0]!] !== undefined && optionFits(e, d.options[picks[0]!]!, view, db)
}

/** A short instruction for an expectation: the default gentle hint. */
export function sayExpect(e: Expect): string {
  switch (e.do) {
    case 'setup-active':
      return `Choose ${e.card} as your Active Pokémon: click it in your hand.`
    case 'setup-bench':
      return `Put ${e.cards.join(' and ')} on your Bench: click ${e.cards.length > 1 ? 'them' : 'it'}, then Done.`
    case 'choose':
      return `Choose "${e.option}".`
    case 'take-prize':
      return 'Take one of your Prize cards: click it.'
    case 'promote':
      return `Choose ${e.pokemon} as your new Active Pokémon.`
    case 'discard-energy':
      return `Discard ${e.cards.join(' and ')}.`
    case 'attach-energy':
      return `Drag ${e.card} from your hand onto ${e.to}.`
    case 'evolve':
      return `Drag ${e.card} from your hand onto ${e.to}.`
    case 'bench':
      return `Drag ${e.card} from your hand to your Bench.`
    case 'play-trainer':
      return `Drag ${e.card} from your hand onto the table.`
    case 'attach-tool':
      return `Drag ${e.card} from your hand onto ${e.to}.`
    case 'use-ability':
      return `Click ${e.pokemon}, then Use ${e.ability}.`
    case 'use-stadium':
      return `Press Use ${e.stadium}, beside your attacks.`
    case 'retreat':
      return `Drag your Active Pokémon onto ${e.to} on your Bench.`
    case 'attack':
      return `Press ${e.attack} to attack.`
    case 'end-turn':
      return 'Press End turn.'
  }
}
