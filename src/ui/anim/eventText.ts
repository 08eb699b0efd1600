import type { GameEvent, Seat } from '../../engine'
import { defOf } from '../board/defs'

const who = (s: Seat | null) => (s === 0 ? 'You' : s === 1 ? 'Your opponent' : '')
const nm = (def: string) => defOf(def).name

/** A short line announcing an event while it plays (the game log itself comes from the store). */
export function eventText(e: GameEvent): string | null {
  switch (e.type) {
    case 'mulligan':
      return `${who(e.seat)} had no Basic Pokémon and took a mulligan`
    case 'turn-start':
      return e.seat === 0 ? 'Your turn' : "Your opponent's turn"
    case 'attack':
      return `${nm(e.pokemon.def)} used ${e.attack}`
    case 'ability':
      return `${nm(e.pokemon.def)} used ${e.ability}${e.tool ? ` (${nm(e.tool.def)})` : ''}`
    case 'trainer':
      return `${who(e.seat)} played ${nm(e.card.def)}`
    case 'stadium-used':
      return `${who(e.seat)} used ${nm(e.card.def)}`
    case 'evolve':
      return `Evolved into ${nm(e.card.def)}`
    case 'knock-out':
      return `${nm(e.pokemon.def)} is Knocked Out!`
    case 'prize':
      return `${who(e.seat)} took a Prize card`
    case 'condition':
      return `${nm(e.pokemon.def)} is ${e.on ? 'now' : 'no longer'} ${e.condition[0]!.toUpperCase()}${e.condition.slice(1)}`
    case 'first-player':
      return e.seat === 0 ? 'You go first' : 'Your opponent goes first'
    default:
      return null
  }
}

/** How long an event holds the queue at Normal speed, in ms (0: it plays along with the next one). */
export function eventMs(e: GameEvent): number {
  switch (e.type) {
    // The coin spins for 0.9 s; the rest shows its result (Overlays.tsx names it only once it has landed).
    case 'coin':
      return 1600
    case 'mulligan':
      return 1000
    case 'attack':
    case 'ability':
    case 'trainer':
    case 'stadium-used':
      return 700
    case 'knock-out':
      return 900
    case 'damage':
    case 'damage-prevented':
    case 'condition':
    case 'evolve':
      return 550
    case 'heal':
    case 'prize':
    case 'turn-start':
    case 'first-player':
      return 450
    default:
      return 0
  }
}
