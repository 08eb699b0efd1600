/** A deck's full list, read only (a prebuilt deck here; the new-game screen's "See the list"), in a dialog. */
import { useState } from 'react'
import { DndContext } from '@dnd-kit/core'
import type { CardDef, RuleSetId } from '../../engine'
import { cardDb } from '../../cards/registry'
import { setOfCard } from '../../cards/sets'
import { entriesOf } from '../../decks'
import { CardZoom } from '../card'
import { DeckList } from './DeckList'
import { Modal } from './Modal'
import { RULES_LABEL } from './labels'
import { BUTTON } from './styles'
import { useAllCards } from './useAllCards'

export interface ViewedDeck {
  name: string
  description?: string
  rules: RuleSetId
  cards: readonly string[]
}

export function DeckView({ deck, onClose, onCopy }: { deck: ViewedDeck; onClose(): void; onCopy?(): void }) {
  const [zoom, setZoom] = useState<CardDef | null>(null)
  // Every set's cards (the list may draw from any); fetched once, usually already there.
  const { cards, error } = useAllCards()
  return (
    <Modal title={deck.name} onClose={onClose}>
      <p className="text-sm text-felt-700 dark:text-felt-200">
        {deck.cards.length} cards · {RULES_LABEL[deck.rules]}
      </p>
      {deck.description && <p className="mt-1 text-sm">{deck.description}</p>}
      <div className="mt-3">
        {cards ? (
          // DeckList's rows can be dragged in the builder; here nothing is (a context of its own, no drops).
          <DndContext>
            <DeckList db={cardDb()} entries={entriesOf(deck.cards)} onOpen={setZoom} />
          </DndContext>
        ) : (
          <p role="status">{error ? `The cards could not be loaded (${error}).` : 'Loading the cards…'}</p>
        )}
      </div>
      {onCopy && (
        <div className="mt-4 flex justify-end">
          <button type="button" className={BUTTON} onClick={onCopy}>
            Copy to your decks
          </button>
        </div>
      )}
      {zoom && (
        <CardZoom def={zoom} rulesTerm={setOfCard(zoom.id)?.abilityTerm ?? 'Ability'} onClose={() => setZoom(null)} />
      )}
    </Modal>
  )
}
