/** The builder's actions on one deck, each announced for screen readers ("Charmander (MEW 4): 3 in the deck"). */
import { useCallback, useState } from 'react'
import type { CardDef } from '../../engine'
import { useDecks } from '../../store/decks/store'
import { cardLabel } from './labels'

export function useDeckEdits(deckId: string) {
  const [announcement, setAnnouncement] = useState('')
  const announce = (def: CardDef) => {
    const n =
      useDecks
        .getState()
        .deckById(deckId)
        ?.cards.filter((c) => c === def.id).length ?? 0
    setAnnouncement(`${cardLabel(def)}: ${n} in the deck`)
  }
  const add = useCallback(
    (def: CardDef) => {
      useDecks.getState().addCard(deckId, def.id)
      announce(def)
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- announce reads the store, not render state
    [deckId],
  )
  const remove = useCallback(
    (def: CardDef) => {
      useDecks.getState().removeCard(deckId, def.id)
      announce(def)
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- as above
    [deckId],
  )
  return { add, remove, announcement }
}
