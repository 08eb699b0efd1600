/**
 * Card sense (issue 21): hints read from the card definitions, for every card of the game's sets, in the same shape
 * as a set's own hints (src/engine/ai-hints.ts) so the policy asks both the same way (heuristic/hints.ts): a set's
 * hints first, then this. `cardSense(db)` answers by card name, as the hints are keyed.
 */
import type { AbilityDef, CardDb, CardHint } from '../../engine'
import { abilitySense } from './ability-sense'
import { toolSense, trainerPlaySense, trainerValue } from './trainer-sense'
import { stadiumActionSense, stadiumPlaySense } from './stadium-sense'

/**
 * Hints read from definitions, looked up by card name: a Trainer by the first definition of that name (its prints
 * share their text), a Pokémon's Abilities from every print of the name.
 */
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
      const play = trainerPlaySense(def, this.db) ?? stadiumPlaySense(def)
      const tool = toolSense(def)
      const stadiumAction = stadiumActionSense(def)
      const value = trainerValue(def, play)
      // A Tool may print an Ability its holder uses (Sky Seal Stone's VSTAR Power): read like a Pokémon's.
      const abilities = abilitiesSense(def.abilities)
      const hint: CardHint = {
        ...(play !== undefined ? { play } : {}),
        ...(tool ? { tool } : {}),
        ...(value !== undefined ? { value } : {}),
        ...(abilities ? { abilities } : {}),
        ...(stadiumAction ? { stadiumAction } : {}),
      }
      return Object.keys(hint).length > 0 ? hint : undefined
    }
    if (def?.kind === 'pokemon') {
      // Pokémon of one name may print different Abilities (Zamazenta V: Dauntless Shield in Sword & Shield, Regal
      // Stance in Crown Zenith): every print's are read, since the hints are asked by name.
      const prints = this.db.byName(name).flatMap((d) => (d.kind === 'pokemon' ? (d.abilities ?? []) : []))
      const abilities = abilitiesSense(prints)
      return abilities ? { abilities } : undefined
    }
    return undefined
  }
}

/** The readings of a card's activated Abilities, by name (undefined: none recognised). */
function abilitiesSense(list: readonly AbilityDef[] | undefined): CardHint['abilities'] {
  const read = (list ?? []).flatMap((a) => {
    const h = abilitySense(a)
    return h ? [[a.name, h] as const] : []
  })
  return read.length > 0 ? Object.fromEntries(read) : undefined
}

const byDb = new WeakMap<CardDb, CardSense>()

/** The card sense of a card database (one per database, its readings memoized). */
export function cardSense(db: CardDb): CardSense {
  let s = byDb.get(db)
  if (!s) byDb.set(db, (s = new CardSense(db)))
  return s
}
