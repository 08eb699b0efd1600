/**
 * What a player's own deck is when stored: a name, the rule set it is built for and its card ids (one entry per
 * copy, like a prebuilt deck's list). `parseDeck` checks a stored value's shape and bounds before the app trusts it;
 * a record that fails is set aside and reported (deck-storage.ts, store.ts), never silently dropped.
 */
import type { RuleSetId } from '../../engine'
import { MAX_LIST_CARDS } from '../../decks'

export const DECK_VERSION = 1
/** Bounds on stored text: a name is shown on several screens, a list is never longer than a sane deck. */
export const MAX_NAME = 60
export const MAX_CARDS = MAX_LIST_CARDS

export interface SavedDeck {
  version: typeof DECK_VERSION
  /** `custom-<time>-<random>`: never the id of a prebuilt deck. */
  id: string
  name: string
  rules: RuleSetId
  /** Card ids, one per copy, in the order they were added. */
  cards: string[]
  createdAt: number
  updatedAt: number
}

const RULES: readonly RuleSetId[] = ['modern', 'swsh', 'classic1999', 'ex2003']
const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)

/** The prefix of every custom deck id (prebuilt ids never start with it). */
export const CUSTOM_PREFIX = 'custom-'
export const isCustomDeckId = (id: string): boolean => id.startsWith(CUSTOM_PREFIX)

export function newDeckId(now = Date.now(), random = Math.random): string {
  return `${CUSTOM_PREFIX}${now.toString(36)}-${Math.floor(random() * 0x7fffffff).toString(36)}`
}

/** A name as stored: trimmed, single-spaced, bounded; empty becomes "Untitled deck". */
export function cleanName(name: string): string {
  const n = name.replace(/\s+/g, ' ').trim().slice(0, MAX_NAME)
  return n || 'Untitled deck'
}

/** A stored value as a deck, or a short reason it cannot be used (the stored text is never echoed). */
export function parseDeck(raw: unknown): SavedDeck | string {
  if (!isObj(raw)) return 'it is not a deck record'
  if (typeof raw.version !== 'number' || raw.version > DECK_VERSION) return 'it comes from a newer version'
  if (raw.version !== DECK_VERSION) return 'it has an unknown version'
  if (typeof raw.id !== 'string' || !isCustomDeckId(raw.id) || raw.id.length > 80) return 'its id is damaged'
  if (typeof raw.name !== 'string' || raw.name.length > MAX_NAME) return 'its name is damaged'
  if (!RULES.includes(raw.rules as RuleSetId)) return 'its rule set is damaged'
  const cards = raw.cards
  if (
    !Array.isArray(cards) ||
    cards.length > MAX_CARDS ||
    !cards.every((c) => typeof c === 'string' && c.length > 0 && c.length <= 40)
  )
    return 'its card list is damaged'
  if (typeof raw.createdAt !== 'number' || typeof raw.updatedAt !== 'number') return 'its dates are damaged'
  return {
    version: DECK_VERSION,
    id: raw.id,
    name: raw.name,
    rules: raw.rules as RuleSetId,
    cards: (cards as string[]).slice(),
    createdAt: raw.createdAt,
    updatedAt: raw.updatedAt,
  }
}
