/**
 * The AI hints of card sets (each set's `aiHints`, src/engine/ai-hints.ts), fetched once per set like its cards
 * (registry.ts), for the computer player of a game: it is handed the hints of the game's sets only.
 */
import type { CardHints } from '../engine'
import { SETS, setById, setOfCard } from './sets'
import type { CardSet } from './set'

const loading = new Map<string, Promise<CardHints | null>>()

function loadHints(set: CardSet): Promise<CardHints | null> {
  let p = loading.get(set.id)
  if (!p) {
    p = set.aiHints ? set.aiHints() : Promise.resolve(null)
    // A failed fetch (offline without the chunk) may be retried later.
    p.catch(() => loading.delete(set.id))
    loading.set(set.id, p)
  }
  return p
}

/** The hints of the given sets in the order of SETS; a set without hints adds none. */
export async function loadAiHints(sets: readonly CardSet[]): Promise<CardHints[]> {
  const listed = SETS.filter((s) => sets.some((w) => w.id === s.id))
  return (await Promise.all(listed.map(loadHints))).filter((h) => h !== null)
}

/** The sets of the list with these ids (a game's sets, as the computer player is told them). */
export function setsWithIds(ids: readonly string[]): CardSet[] {
  return ids.map((id) => {
    const set = setById(id)
    if (!set) throw new Error(`No card set "${id}" in src/cards/sets.ts`)
    return set
  })
}

/**
 * The ids of the sets a game's decks draw from, in the order of SETS: what the computer player is told about the
 * game's cards. Cards of no set (the engine's test cards) add none.
 */
export function gameSetIds(decks: readonly (readonly string[])[]): string[] {
  const ids = new Set(decks.flatMap((d) => d.flatMap((id) => setOfCard(id)?.id ?? [])))
  return SETS.filter((s) => ids.has(s.id)).map((s) => s.id)
}
