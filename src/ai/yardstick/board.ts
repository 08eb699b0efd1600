/**
 * What every yardstick tactic reads: the seat's own view, the card database and the main menu's options, with the
 * few facts the tactics share (which option is which action, the attacker of an attack option). Nothing here
 * reaches past the view (design.md wall 4).
 */
import type { AttackDef, CardDb, CardDef, GameView, MainAction, Option, SlotView } from '../../engine'
import { defOf, pokemonOf } from '../card-facts'

export type AttackAction = Extract<MainAction, { type: 'attack' }>

export interface Board {
  db: CardDb
  view: GameView
  /** The main menu's options as actions (null for an option that is not one). */
  actions: (MainAction | null)[]
}

/** A tactic proposes one main-menu option (its index) or declines (-1). */
export type Tactic = (b: Board) => number

export function boardOf(db: CardDb, view: GameView, options: readonly Option[]): Board {
  return { db, view, actions: options.map((o) => (o.kind === 'action' ? o.action : null)) }
}

/** Indices of the options whose action has this type. */
export function indicesOf<T extends MainAction['type']>(
  b: Board,
  type: T,
): { idx: number; a: Extract<MainAction, { type: T }> }[] {
  const out: { idx: number; a: Extract<MainAction, { type: T }> }[] = []
  b.actions.forEach((a, idx) => {
    if (a?.type === type) out.push({ idx, a: a as Extract<MainAction, { type: T }> })
  })
  return out
}

/** The definition of a card in the seat's own hand. */
export function handDef(b: Board, uid: number): CardDef | null {
  const c = b.view.me.hand?.find((h) => h.uid === uid)
  return c ? defOf(b.db, c.def) : null
}

/** The Pokémon using an attack option and the attack itself (a Technical Machine's or a lender's included). */
export function attackOf(b: Board, a: AttackAction): { attacker: SlotView; atk: AttackDef } | null {
  const me = b.view.me
  const attacker = a.from === undefined ? me.active : me.bench[a.from]
  if (!attacker) return null
  if (a.tm !== undefined) {
    const lender = attacker.tools.find((t) => t.uid === a.tm) ?? me.discard.find((t) => t.uid === a.tm)
    const def = lender ? defOf(b.db, lender.def) : null
    const atk = def?.kind === 'pokemon' || def?.kind === 'trainer' ? def.attacks?.[a.index] : undefined
    return atk ? { attacker, atk } : null
  }
  const atk = pokemonOf(b.db, attacker)?.attacks[a.index]
  return atk ? { attacker, atk } : null
}
