/**
 * Card sense (issue 21): hints read from the card definitions, for every card of the game's sets, in the same shape
 * as a set's own hints (src/engine/ai-hints.ts) so the policy asks both the same way (heuristic/hints.ts): the set's
 * hints first, then this. `cardSense(db)` answers by card name, as the hints are keyed.
 */
import type { CardDb, CardHint } from '../../../engine'
import { abilitySense } from './ability-sense'
import { toolSense, trainerPlaySense } from './trainer-sense'

/** Hints read from definitions, looked up by card name (the first definition of that name). */
export class CardSense {
  private readonly memo = new Map<string, CardHint | undefined>()
  constructor(private readonly db: CardDb) {}

  lookup(name: string): CardHint | undefined {
    if (this.memo.has(name)) return this.memo.get(name)
    const hint = this.read(name)
    this.memo.set(name, hint)
    return hint
  }

  private read(name: string): CardHint | undefined {
    const def = this.db.byName(name)[0]
    if (def?.kind === 'trainer') {
      const play = trainerPlaySense(def)
      const tool = toolSense(def)
      return play || tool ? { ...(play !== undefined ? { play } : {}), ...(tool ? { tool } : {}) } : undefined
    }
    if (def?.kind === 'pokemon') {
      const abilities = Object.fromEntries(
        (def.abilities ?? []).flatMap((a) => {
          const h = abilitySense(a)
          return h ? [[a.name, h] as const] : []
        }),
      )
      return Object.keys(abilities).length > 0 ? { abilities } : undefined
    }
    return undefined
  }
}

const byDb = new WeakMap<CardDb, CardSense>()

/** The card sense of a card database (one per database, its readings memoized). */
export function cardSense(db: CardDb): CardSense {
  let s = byDb.get(db)
  if (!s) byDb.set(db, (s = new CardSense(db)))
  return s
}
