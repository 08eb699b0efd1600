/**
 * Every card of every set, for the deck screens: the sets are fetched (one chunk each) when a deck screen first
 * needs them, then indexed for search once.
 */
import { useEffect, useState } from 'react'
import type { CardDef } from '../../engine'
import { loadCards } from '../../cards/registry'
import { indexCards, type IndexedCard } from './card-search'
import { cardCopiesOf, withCopies } from './card-copies'

export interface AllCards {
  defs: readonly CardDef[]
  indexed: readonly IndexedCard[]
  byId: ReadonlyMap<string, CardDef>
}

let cache: AllCards | null = null

async function load(): Promise<AllCards> {
  if (cache) return cache
  const copies = typeof location === 'undefined' ? 1 : cardCopiesOf(location.search)
  const defs = withCopies(await loadCards(), copies)
  cache = { defs, indexed: indexCards(defs), byId: new Map(defs.map((d) => [d.id, d])) }
  return cache
}

/** The cards once loaded (null before), or the reason they could not be. */
export function useAllCards(): { cards: AllCards | null; error: string | null } {
  const [cards, setCards] = useState<AllCards | null>(cache)
  const [error, setError] = useState<string | null>(null)
  useEffect(() => {
    if (cards) return
    let live = true
    load().then(
      (c) => live && setCards(c),
      (e: unknown) => live && setError(e instanceof Error ? e.message.slice(0, 160) : 'the cards could not be loaded'),
    )
    return () => {
      live = false
    }
  }, [cards])
  return { cards, error }
}
