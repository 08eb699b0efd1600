/**
 * Every card set the app ships, as one card database for the engine.
 */
import { makeCardDb, type CardDb, type CardDef } from '../engine'
import { BASE1 } from './base1'
import { SV3PT5 } from './sv3pt5'
import { SVE } from './sve'

export const ALL_CARDS: CardDef[] = [...BASE1, ...SV3PT5, ...SVE]

let db: CardDb | null = null
export function cardDb(): CardDb {
  db ??= makeCardDb(ALL_CARDS)
  return db
}
