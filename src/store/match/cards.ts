/**
 * The card database a match plays with. Today the app hands the controller one database of every set; with card
 * sets loaded lazily it hands a loader instead, which the controller awaits before a game starts, resumes or is
 * replayed (and only then: answering, the log and the AI use the database already loaded for that game).
 */
import { createEngine, type CardDb, type Engine, type GameSetup } from '../../engine'

/** One database for every game, or a loader given the card ids of both decks of the game about to be played. */
export type CardSource = CardDb | ((cardIds: readonly string[]) => Promise<CardDb>)

/** A database and the engine over it. */
export interface MatchCards {
  db: CardDb
  engine: Engine
}

export interface CardShelf {
  /** The cards at hand before any game (a database given as such), or null with a loader. */
  readonly ready: MatchCards | null
  /** The cards for a game: at once when they are at hand, else a promise (the caller awaits only then). */
  forGame(setup: GameSetup): MatchCards | Promise<MatchCards>
}

/** One engine per database, made once: a loader that returns the same database gets the same engine. */
export function cardShelf(source: CardSource): CardShelf {
  const engines = new WeakMap<CardDb, MatchCards>()
  const of = (db: CardDb): MatchCards => {
    let cards = engines.get(db)
    if (!cards) engines.set(db, (cards = { db, engine: createEngine(db) }))
    return cards
  }
  if (typeof source !== 'function') {
    const ready = of(source)
    return { ready, forGame: () => ready }
  }
  return { ready: null, forGame: async (setup) => of(await source(setup.decks.flat())) }
}
