/**
 * The new-game screen's last choices (decks, rules, level, 2-on-2 Battle), kept in localStorage under CHOICES_KEY so the screen
 * opens where the player left it. Each field is checked on its own; anything unreadable falls back to the screen's
 * default. Deck ids are kept as given (a custom deck id is checked by the screen once the decks are loaded).
 */
import type { RuleSetId } from '../engine'
import { AI_LEVELS, type AiLevel } from './game-contract'
import type { StorageLike } from './settings'

export const CHOICES_KEY = 'coinflip.newGame'

export interface NewGameChoices {
  humanDeck?: string
  aiDeck?: string
  rules?: RuleSetId
  /** The player picked the rules themselves (they no longer follow the deck). */
  rulesChosen?: boolean
  level?: AiLevel
  /** The 2-on-2 Battle was chosen (format-choice.ts: used only with the rule sets that offer it). */
  double?: boolean
}

const RULES: readonly RuleSetId[] = ['modern', 'swsh', 'classic1999', 'ex2003']
const deckId = (v: unknown): string | undefined =>
  typeof v === 'string' && v.length > 0 && v.length <= 80 ? v : undefined

export function parseChoices(raw: string | null | undefined): NewGameChoices {
  let data: unknown
  try {
    data = raw ? JSON.parse(raw) : null
  } catch {
    return {}
  }
  if (typeof data !== 'object' || data === null) return {}
  const o = data as Record<string, unknown>
  return {
    humanDeck: deckId(o.humanDeck),
    aiDeck: deckId(o.aiDeck),
    rules: RULES.includes(o.rules as RuleSetId) ? (o.rules as RuleSetId) : undefined,
    rulesChosen: o.rulesChosen === true ? true : undefined,
    level: AI_LEVELS.includes(o.level as AiLevel) ? (o.level as AiLevel) : undefined,
    double: o.double === true ? true : undefined,
  }
}

function browserStorage(): StorageLike | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage
  } catch {
    return null
  }
}

export function loadChoices(storage: StorageLike | null = browserStorage()): NewGameChoices {
  try {
    return parseChoices(storage?.getItem(CHOICES_KEY))
  } catch {
    return {}
  }
}

export function saveChoices(c: NewGameChoices, storage: StorageLike | null = browserStorage()): void {
  try {
    storage?.setItem(CHOICES_KEY, JSON.stringify(c))
  } catch {
    // quota or blocked storage: the screen starts from its defaults next time
  }
}
