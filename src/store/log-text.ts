/**
 * The game log: engine events (already redacted for the viewer by `viewEvents`) as short English sentences, with
 * card names from the card database. Consecutive draws, Prize set-ups and discards are merged into one line; an
 * attack and the damage it does right after become one line ("Charmander used Ember: 30 damage to Bulbasaur").
 */
import type { CardDb, CardRef, GameEvent, GameView, Seat, SlotRef, SlotView, Zone } from '../engine'
import { damageBreakdown, preventedText } from './damage-text'

export interface LogLine {
  seat: Seat | null
  turn: number
  text: string
}

export interface LogContext {
  db: CardDb
  viewer: Seat
  /** The viewer's view after the events, for names the events do not carry (an Energy's target). */
  view: GameView | null
  /** The turn number before the first event. */
  turn: number
}

const CONDITION_NAME = {
  asleep: 'Asleep',
  burned: 'Burned',
  confused: 'Confused',
  paralyzed: 'Paralyzed',
  poisoned: 'Poisoned',
} as const

export function cardName(db: CardDb, def: string): string {
  return db.has(def) ? db.get(def).name : 'a card'
}

/** How the log names a once-a-game move (the table's VSTAR marker turns over with it): "used the VSTAR Power …". */
const POWER_WORDS = {
  vstar: 'the VSTAR Power ',
  gx: 'the GX attack ',
  'poke-power': 'the Poké-Power ',
  'poke-body': 'the Poké-Body ',
  none: '',
} as const

const plural = (n: number, one: string, many: string) => (n === 1 ? `${one}` : `${n} ${many}`)

/** "Pikachu, 3 Basic Fire Energy and Switch": the same card named once, with its count. */
function listNames(all: string[]): string {
  const counts = new Map<string, number>()
  for (const n of all) counts.set(n, (counts.get(n) ?? 0) + 1)
  const names = [...counts].map(([n, k]) => (k > 1 ? `${k} ${n}` : n))
  if (names.length <= 1) return names[0] ?? ''
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`
}

/** Render events as log lines for `ctx.viewer`. Events that say nothing to a player (shuffles of setup) are skipped. */
export function eventLines(events: readonly GameEvent[], ctx: LogContext): LogLine[] {
  const { db, viewer, view } = ctx
  let turn = ctx.turn
  const out: LogLine[] = []
  const you = (s: Seat) => s === viewer
  const Who = (s: Seat) => (you(s) ? 'You' : 'Your opponent')
  const whose = (s: Seat) => (you(s) ? 'your' : "your opponent's")
  const name = (c: CardRef | null | undefined) => (c ? cardName(db, c.def) : 'a card')
  const nameOf = (def: string) => cardName(db, def)
  const slotOf = (ref: SlotRef): SlotView | null => {
    if (!view) return null
    const side = ref.seat === view.viewer ? view.me : view.opponent
    if (ref.zone === 'bench') return side.bench[ref.index] ?? null
    // a 2-on-2 Battle's second Active Spot
    return (ref.spot === 1 ? side.secondActive : side.active) ?? null
  }
  const topName = (slot: SlotView | null | undefined, below = 0): string | null => {
    const c = slot?.stack[slot.stack.length - 1 - below]
    return c ? cardName(db, c.def) : null
  }
  const at = (ref: SlotRef) => topName(slotOf(ref)) ?? `${whose(ref.seat)} Pokémon`
  const push = (seat: Seat | null, text: string) => out.push({ seat, turn, text })

  for (let i = 0; i < events.length; i++) {
    const e = events[i]!
    switch (e.type) {
      case 'coin':
        push(e.seat, `Coin flip (${e.reason}): ${e.heads ? 'Heads' : 'Tails'}`)
        break
      case 'first-player':
        push(e.seat, you(e.seat) ? 'You go first' : 'Your opponent goes first')
        break
      case 'move': {
        // Merge a run of the same kind of move by the same player.
        let j = i
        while (j + 1 < events.length) {
          const n = events[j + 1]!
          if (
            n.type !== 'move' ||
            n.seat !== e.seat ||
            n.from !== e.from ||
            n.to !== e.to ||
            e.to === 'bench' ||
            e.to === 'active' ||
            e.to === 'attached'
          )
            break
          j++
        }
        const run = events.slice(i, j + 1) as Extract<GameEvent, { type: 'move' }>[]
        i = j
        const text = moveText(e.seat, e.from, e.to, run, e.target)
        if (text) push(e.seat, text)
        break
      }
      case 'shuffle':
        break
      case 'reveal':
        if (e.to === 'self')
          push(
            e.seat,
            `${Who(e.seat)} looked at ${e.cards.length ? listNames(e.cards.map(name)) : 'some of their hidden cards'}`,
          )
        else push(e.seat, `${Who(e.seat)} revealed ${listNames(e.cards.map(name))}`)
        break
      case 'mulligan':
        push(e.seat, `${Who(e.seat)} had no Basic Pokémon and took a mulligan`)
        break
      case 'turn-start':
        turn = e.turn
        push(e.seat, `Turn ${e.turn}: ${you(e.seat) ? 'your turn' : "your opponent's turn"}`)
        break
      case 'evolve': {
        const from = topName(slotOf(e.target), 1)
        push(
          e.seat,
          from ? `${from} evolved into ${name(e.card)}` : `${Who(e.seat)} evolved a Pokémon into ${name(e.card)}`,
        )
        break
      }
      case 'devolve':
        push(e.seat, `${name(e.card)} was devolved`)
        break
      case 'attack': {
        const next = events[i + 1]
        // An attack used from the Bench (Alakazam ex's Dimensional Hand) says so.
        const side = view ? (e.seat === view.viewer ? view.me : view.opponent) : null
        const fromBench = !!side?.bench.some((b) => b.stack[b.stack.length - 1]?.uid === e.pokemon.uid)
        const who = `${name(e.pokemon)}${fromBench ? ' (on the Bench)' : ''}`
        const used = `${who} used ${POWER_WORDS[e.power ?? 'none']}${e.attack}`
        if (next?.type === 'damage' && !next.counters) {
          push(e.seat, `${used}: ${next.amount} damage to ${name(next.pokemon)}${damageBreakdown(next.why, nameOf)}`)
          i++
        } else if (next?.type === 'damage-prevented') {
          push(e.seat, `${used}: ${preventedText(name(next.pokemon), next.by, nameOf)}`)
          i++
        } else push(e.seat, used)
        break
      }
      case 'ability':
        // An Ability a Tool gives names the Tool: "Zacian V used the VSTAR Power Star Order (Sky Seal Stone)".
        push(
          e.seat,
          `${name(e.pokemon)} used ${POWER_WORDS[e.power ?? 'none']}${e.ability}${e.tool ? ` (${name(e.tool)})` : ''}`,
        )
        break
      case 'trainer': {
        // A fossil put on the Bench and a Tool attached already have their line (the move); a Stadium has its own.
        const prev = events[i - 1]
        const next = events[i + 1]
        const said =
          prev?.type === 'move' && prev.card?.uid === e.card.uid && (prev.to === 'bench' || prev.to === 'attached')
        if (said || (next?.type === 'stadium' && next.card.uid === e.card.uid)) break
        push(e.seat, `${Who(e.seat)} played ${name(e.card)}`)
        break
      }
      case 'damage':
        push(
          e.target.seat,
          e.counters
            ? `${plural(e.amount / 10, 'A damage counter', 'damage counters')} on ${name(e.pokemon)}`
            : `${e.amount} damage to ${name(e.pokemon)}${damageBreakdown(e.why, nameOf)}`,
        )
        break
      case 'damage-prevented': {
        const text = preventedText(name(e.pokemon), e.by, nameOf)
        push(e.target.seat, `${text[0]!.toUpperCase()}${text.slice(1)}`)
        break
      }
      case 'heal':
        push(e.target.seat, `${name(e.pokemon)} was healed of ${e.amount} damage`)
        break
      case 'condition':
        push(e.target.seat, `${name(e.pokemon)} is ${e.on ? 'now' : 'no longer'} ${CONDITION_NAME[e.condition]}`)
        break
      case 'switch': {
        // A retreat (just before) and a promotion (just after) have their own line for the same swap.
        const prev = events[i - 1]
        const next = events[i + 1]
        if ((prev?.type === 'retreat' && prev.seat === e.seat) || (next?.type === 'promote' && next.seat === e.seat))
          break
        push(e.seat, `${at({ seat: e.seat, zone: 'active' })} is now ${whose(e.seat)} Active Pokémon`)
        break
      }
      case 'retreat': {
        const gone = topName(slotOf({ seat: e.seat, zone: 'bench', index: e.to }))
        const now = at({ seat: e.seat, zone: 'active' })
        push(
          e.seat,
          gone ? `${gone} retreated; ${now} is now Active` : `${Who(e.seat)} retreated; ${now} is now Active`,
        )
        break
      }
      case 'knock-out':
        push(e.seat, `${you(e.seat) ? 'Your' : "Your opponent's"} ${name(e.pokemon)} was Knocked Out`)
        break
      case 'prize':
        push(
          e.seat,
          you(e.seat) ? `You took a Prize card${e.card ? `: ${name(e.card)}` : ''}` : 'Your opponent took a Prize card',
        )
        break
      case 'promote':
        push(e.seat, `${at({ seat: e.seat, zone: 'active' })} is ${whose(e.seat)} new Active Pokémon`)
        break
      case 'stadium':
        push(e.seat, `${Who(e.seat)} played the Stadium ${name(e.card)}`)
        break
      case 'stadium-used':
        push(e.seat, `${Who(e.seat)} used ${name(e.card)}`)
        break
      case 'sudden-death':
        push(null, 'Sudden Death! A new game with 1 Prize card each')
        break
      case 'game-over':
        push(e.winner, gameOverText(e.winner, e.reason, e.text, viewer))
        break
      case 'info':
        push(e.seat, e.text)
        break
    }
  }
  return out

  function moveText(
    seat: Seat,
    from: Zone,
    to: Zone,
    run: Extract<GameEvent, { type: 'move' }>[],
    target: SlotRef | undefined,
  ): string | null {
    const n = run.length
    const names = run.map((m) => m.card)
    const known = names.every((c) => c !== null)
    const cards = known ? listNames(names.map(name)) : plural(n, 'a card', 'cards')
    const W = Who(seat)
    // Your own draws are named (you see them); the opponent's stay "a card" unless they were shown.
    if (from === 'deck' && to === 'hand') return `${W} drew ${known ? cards : plural(n, 'a card', 'cards')}`
    if (from === 'deck' && to === 'prizes') return `${W} set out ${plural(n, 'a Prize card', 'Prize cards')}`
    if (to === 'bench') return known ? `${W} put ${cards} on the Bench` : `${W} put a Pokémon face down on the Bench`
    if (to === 'active') {
      if (from === 'bench') return null // the switch/promote/retreat event says it
      return known ? `${W} put ${cards} in the Active Spot` : `${W} put a Pokémon face down in the Active Spot`
    }
    if (to === 'attached') return `${W} attached ${cards}${target ? ` to ${at(target)}` : ''}`
    // A Trainer played from the hand is discarded once it has done its work: its "played" line says enough.
    if (to === 'discard' && from === 'setaside') return null
    if (to === 'discard')
      return from === 'hand' || from === 'deck'
        ? `${W} discarded ${cards}`
        : `${cards} went to ${whose(seat)} discard pile`
    if (to === 'hand') {
      if (from === 'prizes') return null // the prize event says it
      return `${W} put ${cards} into ${you(seat) ? 'your' : 'their'} hand`
    }
    if (to === 'deck') return `${W} put ${cards} into ${you(seat) ? 'your' : 'their'} deck`
    if (to === 'lost') return `${cards} went to the Lost Zone`
    if (to === 'prizes') return `${W} put ${cards} with ${you(seat) ? 'your' : 'their'} Prize cards`
    return null
  }
}

function gameOverText(winner: Seat | null, reason: string, text: string, viewer: Seat): string {
  if (winner === null) return `The game is a draw: ${text}`
  const won = winner === viewer
  switch (reason) {
    case 'prizes':
      return won ? 'You win: you took your last Prize card' : 'Your opponent wins: they took their last Prize card'
    case 'no-pokemon':
      return won
        ? 'You win: your opponent has no Pokémon left in play'
        : 'Your opponent wins: you have no Pokémon left in play'
    case 'deck-out':
      return won ? 'You win: your opponent could not draw a card' : 'Your opponent wins: you could not draw a card'
    case 'concede':
      return won ? 'You win: your opponent conceded' : 'Your opponent wins: you conceded'
    default:
      return won ? `You win: ${text}` : `Your opponent wins: ${text}`
  }
}
