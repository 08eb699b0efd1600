/**
 * A saved game named for the player ("Genome Hackers against Poison Garden, Modern rules, saved 25 Nov, 17:40"), so
 * starting a new game can ask before it replaces the save (issue 19). Everything shown comes from our own catalogue
 * or is validated: a deck id this version does not know is not echoed, a date that is not a date is left out.
 */
import { deckById, pickDeck, RANDOM_DECK } from '../cards/decks'
import type { RuleSetId } from '../engine'
import type { GameConfig } from './game-contract'
import { parseSave } from './match/save-record'
import { browserSaves, type SaveStorage } from './match/save-storage'

const RULES_NAME: Record<RuleSetId, string> = {
  modern: 'Modern rules',
  swsh: 'Sword & Shield rules',
  classic1999: 'Classic 1999 rules',
  ex2003: 'EX 2003 rules',
}

function deckName(c: GameConfig, id: string, salt: number): string {
  if (id === RANDOM_DECK) return pickDeck(id, c.seed, salt, c.rules).name
  // The player's own deck: its name is the player's text, bounded by parseSave, shown in quotes.
  const custom = c.customDecks?.find((d) => d.id === id)
  if (custom) return `your deck “${custom.name}”`
  return deckById(id)?.name ?? 'a deck this version does not know'
}

/** The description of a stored record, or null when there is none. */
export function describeSave(raw: unknown, now: Date = new Date()): string | null {
  if (raw === null || raw === undefined) return null
  const r = parseSave(raw)
  if (typeof r === 'string') return 'a saved game this version cannot resume'
  const c = r.config
  const parts = [`${deckName(c, c.humanDeck, 0)} against ${deckName(c, c.aiDeck, 1)}`]
  // "EX 2003 rules, 2-on-2 Battle": the format is part of what the game is
  parts.push(c.format === 'double' ? `${RULES_NAME[c.rules]}, 2-on-2 Battle` : RULES_NAME[c.rules])
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
