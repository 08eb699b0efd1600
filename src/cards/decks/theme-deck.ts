/** A prebuilt deck the app offers. */
import type { RuleSetId } from '../../engine'

export interface ThemeDeck {
  id: string
  name: string
  /** One paragraph in our own words. */
  description: string
  /** 60 card ids. */
  cards: string[]
  /** The id of the card set it belongs to (src/cards/sets.ts; groups the deck picker). */
  set: string
  /** The rule set the deck was made for (the new-game screen suggests it). */
  rules: RuleSetId
}

/** A deck list as [card id, copies] pairs, expanded to 60 ids. */
export const expand = (entries: [string, number][]): string[] =>
  entries.flatMap(([id, n]) => Array.from({ length: n }, () => id))
