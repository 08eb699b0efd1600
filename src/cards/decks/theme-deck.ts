/** A prebuilt deck the app offers. */
import type { RuleSetId } from '../../engine'

export interface ThemeDeck {
  id: string
  name: string
  /** One paragraph in our own words. */
  description: string
  /** 60 card ids. */
  cards: string[]
  /** The card set it is built from (groups the deck picker). */
  set: 'base1' | 'sv3pt5'
  /** The rule set the deck was made for (the new-game screen suggests it). */
  rules: RuleSetId
}

/** A deck list as [card id, copies] pairs, expanded to 60 ids. */
export const expand = (entries: [string, number][]): string[] =>
  entries.flatMap(([id, n]) => Array.from({ length: n }, () => id))
