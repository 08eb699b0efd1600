/**
 * A saved game named for the player ("Genome Hackers against Poison Garden, Modern rules, saved 25 Nov, 17:40"), so
 * starting a new game can ask before it replaces the save (issue 19). Everything shown comes from our own catalogue
 * or is validated: a deck id this version does not know is not echoed, a date that is not a date is left out.
 */
import { deckById, pickDeck, RANDOM_DECK } from '../cards/decks'
import type { RuleSetId } from '../engine'
import { parseSave } from './match/save-record'
import { browserSaves, type SaveStorage } from './match/save-storage'

const RULES_NAME: Record<RuleSetId, string> = {
  modern: 'Modern rules',
  classic1999: 'Classic 1999 rules',
  ex2003: 'EX 2003 rules',
}

function deckName(id: string, seed: number, salt: number, rules: RuleSetId): string {
  if (id === RANDOM_DECK) return pickDeck(id, seed, salt, rules).name
  return deckById(id)?.name ?? 'a deck this version does not know'
}

/** The description of a stored record, or null when there is none. */
export function describeSave(raw: unknown, now: Date = new Date()): string | null {
  if (raw === null || raw === undefined) return null
  const r = parseSave(raw)
  if (typeof r === 'string') return 'a saved game this version cannot resume'
  const c = r.config
  const parts = [`${deckName(c.humanDeck, c.seed, 0, c.rules)} against ${deckName(c.aiDeck, c.seed, 1, c.rules)}`]
  parts.push(RULES_NAME[c.rules])
  const at = new Date(r.savedAt)
  if (Number.isFinite(r.savedAt) && !Number.isNaN(at.getTime()) && at.getTime() <= now.getTime() + 60_000) {
    const sameDay = at.toDateString() === now.toDateString()
    const time = at.toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' })
    parts.push(
      `saved ${sameDay ? 'today' : at.toLocaleDateString(undefined, { day: 'numeric', month: 'short' })}, ${time}`,
    )
  }
  return parts.join(', ')
}

/** The saved game's description, or null when there is none (or storage cannot be read). */
export async function savedGameName(saves: SaveStorage = browserSaves()): Promise<string | null> {
  try {
    return describeSave(await saves.load())
  } catch {
    return null
  }
}
