/**
 * Every card set the app ships, as one card database for the engine.
 */
import { makeCardDb, type CardDb, type CardDef } from '../engine'
import { BASE1 } from './base1'

export const ALL_CARDS: CardDef[] = [...BASE1]

let db: CardDb | null = null
export function cardDb(): CardDb {
  db ??= makeCardDb(ALL_CARDS)
  return db
}
