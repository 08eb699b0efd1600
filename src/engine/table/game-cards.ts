/**
 * Facts about one game's cards, shared by every Table of that game (table/table-lookups.ts): definitions by uid and
 * what the game's cards can do at all (the hooks they define, V-UNION pieces, HP), so a search that cannot find
 * anything is skipped.
 */
import type { CardDb, CardDef } from '../api/card'
import type { Hooks } from '../api/card'

/**
 * What is fixed for one game's card table, shared by every Table of that game: `GameState.cards` is frozen and
 * shared between successive states (engine cloneWork), so its definitions never change. `defs` is filled on demand;
 * `hooks` names every hook any of these cards defines (on the card, its Abilities, its markers). Keyed by database,
 * then by the card table itself; a new table (Sudden Death) gets a new entry.
 */
export interface GameCards {
  defs: CardDef[]
  hooks: Set<string> | null
  /** Does any card of the game have `stage: 'vunion'` (known once `hooks` is)? */
  vunion: boolean
  /** Has every Pokémon card of the game (and every Trainer played as one) more than 0 HP (known once `hooks` is)? */
  positiveHp: boolean
  /** False for a card table that is not frozen: its hook names are not computed (every hook may exist). */
  shared: boolean
}
const GAME_CARDS = new WeakMap<CardDb, WeakMap<readonly unknown[], GameCards>>()

export function gameCards(db: CardDb, cards: readonly unknown[]): GameCards {
  // A hand-built state (tests) or one read back from JSON may still change its card table: facts for this step only.
  if (!Object.isFrozen(cards))
    return { defs: new Array<CardDef>(cards.length), hooks: null, vunion: true, positiveHp: false, shared: false }
  let byCards = GAME_CARDS.get(db)
  if (!byCards) {
    byCards = new WeakMap()
    GAME_CARDS.set(db, byCards)
  }
  let gc = byCards.get(cards)
  if (!gc) {
    gc = { defs: new Array<CardDef>(cards.length), hooks: null, vunion: false, positiveHp: false, shared: true }
    byCards.set(cards, gc)
  }
  return gc
}

/** Fill in the facts of a game's shared card table (GameCards), once per game. */
export function learnGameCards(gc: GameCards, db: CardDb, cards: readonly { def: string }[]): void {
  const ids = new Set<string>()
  for (const c of cards) ids.add(c.def)
  const defs = [...ids].map((id) => db.get(id))
  gc.vunion = defs.some((d) => d.kind === 'pokemon' && d.stage === 'vunion')
  gc.positiveHp = defs.every((d) =>
    d.kind === 'pokemon' ? d.hp > 0 : d.kind !== 'trainer' || !d.playAsPokemon || d.playAsPokemon.hp > 0,
  )
  gc.hooks = hookNames(defs)
}

/** Names of the hooks the given definitions define anywhere: on the card, its Abilities, its markers. */
function hookNames(defs: Iterable<CardDef>): Set<string> {
  const out = new Set<string>()
  const add = (h: Hooks | undefined) => {
    if (h) for (const k in h) out.add(k)
  }
  for (const d of defs) {
    if (d.kind === 'pokemon') for (const ab of d.abilities ?? []) add(ab.hooks)
    if (d.kind === 'trainer')
      for (const ab of [...(d.playAsPokemon?.abilities ?? []), ...(d.abilities ?? [])]) add(ab.hooks)
    add(d.hooks)
    for (const k in d.markers ?? {}) add(d.markers![k])
  }
  return out
}
