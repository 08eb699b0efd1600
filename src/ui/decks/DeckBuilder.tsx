/**
 * The deck builder: the card browser beside the open deck. Cards go in by drag and drop (browser → deck, and out
 * again deck → anywhere else), by the − / + buttons, and by + / − on a focused card; the deck is validated live for
 * its rule set, each problem next to its card. On a phone the browser and the deck are two tabs.
 */
import { useMemo, useState } from 'react'
import {
  DndContext,
  DragOverlay,
  PointerSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
  type DragStartEvent,
} from '@dnd-kit/core'
import type { CardDef } from '../../engine'
import { cardDb } from '../../cards/registry'
import { deckSize, entriesOf, validateEntries } from '../../decks'
import type { SavedDeck } from '../../store/decks/deck-record'
import { useDecks } from '../../store/decks/store'
import { useNav } from '../../store/nav'
import { CardFace, CardZoom } from '../card'
import { setOfCard } from '../../cards/sets'
import { CardBrowser } from './CardBrowser'
import { DECK_DROP, DeckList } from './DeckList'
import { RuleSetSelect } from './RuleSetSelect'
import { useDeckEdits } from './useDeckEdits'
import type { AllCards } from './useAllCards'
import { ExportDialog } from './ExportDialog'
import { BUTTON, BUTTON_QUIET } from './styles'

/** The export dialog's name in the nav (a dialog over the builder's page). */
const EXPORT_DIALOG = 'export'

type Drag = { cardId: string; from: 'browser' | 'deck' }

export function DeckBuilder({ deck, cards, onClose }: { deck: SavedDeck; cards: AllCards; onClose(): void }) {
  const db = cardDb()
  const entries = useMemo(() => entriesOf(deck.cards), [deck.cards])
  const validation = useMemo(() => validateEntries(db, entries, deck.rules), [db, entries, deck.rules])
  const counts = useMemo(() => new Map(entries.map((e) => [e.cardId, e.count])), [entries])
  const size = deckSize(entries)
  const { add, remove, announcement } = useDeckEdits(deck.id)
  const [zoom, setZoom] = useState<CardDef | null>(null)
  const [tab, setTab] = useState<'cards' | 'deck'>('cards')
  const [dragging, setDragging] = useState<Drag | null>(null)
  // a dialog of the nav: Back closes it and keeps the builder
  const exporting = useNav((s) => s.dialog) === EXPORT_DIALOG
  const [name, setName] = useState(deck.name)
  // A failed write (or the decks taken over by a newer version in another tab) is said here too, not only on the
  // front page: the player is editing, and the edit is not being kept.
  const storeError = useDecks((s) => s.error)
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 250, tolerance: 8 } }),
  )

  const onDragStart = (e: DragStartEvent) => setDragging((e.active.data.current as Drag | undefined) ?? null)
  const onDragEnd = (e: DragEndEvent) => {
    setDragging(null)
    const d = e.active.data.current as Drag | undefined
    if (!d || !cards.byId.has(d.cardId)) return
    const def = cards.byId.get(d.cardId)!
    const onDeck = e.over?.id === DECK_DROP
    if (d.from === 'browser' && onDeck) add(def)
    if (d.from === 'deck' && !onDeck) remove(def)
  }
  // Kept as it is typed (not when the field loses the focus): Back, a reload or a closed tab while the field still
  // has the focus would lose it. An empty name is not kept; leaving the field shows the name as kept.
  const typeName = (next: string) => {
    setName(next)
    if (next.trim() && next !== deck.name) useDecks.getState().rename(deck.id, next)
  }
  const leaveName = () => setName(deck.name)
  const problems = validation.problems.length
  const status = validation.ok ? 'Ready to play' : `${problems} problem${problems === 1 ? '' : 's'} to fix`
  const dragDef = dragging ? cards.byId.get(dragging.cardId) : undefined

  return (
    <DndContext
      sensors={sensors}
      onDragStart={onDragStart}
      onDragEnd={onDragEnd}
      onDragCancel={() => setDragging(null)}
    >
      <div className="flex h-dvh flex-col">
        <header className="flex flex-wrap items-end gap-x-3 gap-y-2 border-b border-felt-200 bg-white/85 px-3 py-2 dark:border-felt-700 dark:bg-felt-900/85">
          <button type="button" onClick={onClose} className={BUTTON_QUIET}>
            ‹ Decks
          </button>
          <div className="flex min-w-40 flex-1 flex-col">
            <label
              htmlFor="deck-name"
              className="text-[0.7rem] font-bold tracking-wide text-felt-700 uppercase dark:text-felt-200"
            >
              Deck name
            </label>
            <input
              id="deck-name"
              value={name}
              maxLength={60}
              onChange={(e) => typeName(e.target.value)}
              onBlur={leaveName}
              onKeyDown={(e) => e.key === 'Enter' && e.currentTarget.blur()}
              className="min-w-0 rounded-lg border-2 border-felt-200 bg-white px-2 py-1 font-display text-lg font-semibold dark:border-felt-600 dark:bg-felt-800"
            />
          </div>
          <div className="flex flex-col">
            <label
              htmlFor="deck-rules"
              className="text-[0.7rem] font-bold tracking-wide text-felt-700 uppercase dark:text-felt-200"
            >
              Rules
            </label>
            <RuleSetSelect
              id="deck-rules"
              value={deck.rules}
              onChange={(rules) => useDecks.getState().setRules(deck.id, rules)}
            />
          </div>
          <button type="button" className={BUTTON} onClick={() => useNav.getState().openDialog(EXPORT_DIALOG)}>
            Export
          </button>
        </header>
        {storeError && (
          <p
            role="alert"
            className="bg-coin-100 px-3 py-1.5 text-sm font-semibold text-coin-900 dark:bg-coin-900 dark:text-coin-100"
          >
            {storeError}
          </p>
        )}

        <div
          role="tablist"
          aria-label="Builder"
          className="flex border-b border-felt-200 lg:hidden dark:border-felt-700"
        >
          {(['cards', 'deck'] as const).map((t) => (
            <button
              key={t}
              role="tab"
              type="button"
              aria-selected={tab === t}
              onClick={() => setTab(t)}
              className="flex-1 border-b-4 border-transparent py-2 font-bold aria-selected:border-coin-500"
            >
              {t === 'cards' ? 'Cards' : `Deck ${size}/60`}
            </button>
          ))}
        </div>

        <div className="flex min-h-0 flex-1">
          <div className={`${tab === 'cards' ? 'flex' : 'hidden'} min-h-0 min-w-0 flex-1 flex-col lg:flex`}>
            <CardBrowser
              cards={cards.indexed}
              counts={counts}
              legalIn={deck.rules}
              onOpen={setZoom}
              onAdd={add}
              onRemove={remove}
              aside={
                <span className="hidden text-felt-700 lg:inline dark:text-felt-200">
                  Drag a card onto the deck, or use + and −
                </span>
              }
            />
          </div>
          <aside
            aria-label={`Deck: ${size} of 60 cards`}
            className={`${tab === 'deck' ? 'flex' : 'hidden'} min-h-0 w-full flex-col border-felt-200 bg-white/70 lg:flex lg:w-[23rem] lg:border-l dark:border-felt-700 dark:bg-felt-900/70`}
          >
            <div className="flex items-center justify-between gap-2 px-3 py-2">
              <p className="font-display text-xl font-semibold">
                <span data-testid="deck-size">{size}</span>
                <span className="text-felt-600 dark:text-felt-300"> / 60</span>
              </p>
              <p
                data-testid="deck-status"
                className={`rounded-full px-3 py-0.5 text-sm font-extrabold ${validation.ok ? 'bg-type-grass/20 text-green-800 dark:text-green-300' : 'bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-200'}`}
              >
                {status}
              </p>
            </div>
            <div className="min-h-0 flex-1 overflow-y-auto px-2 pb-4">
              <DeckList
                db={db}
                entries={entries}
                validation={validation}
                onOpen={setZoom}
                onAdd={add}
                onRemove={remove}
              />
              {entries.some((e) => !db.has(e.cardId)) && (
                <button
                  type="button"
                  className={`${BUTTON_QUIET} mt-2`}
                  onClick={() =>
                    useDecks.getState().setCards(
                      deck.id,
                      deck.cards.filter((c) => db.has(c)),
                    )
                  }
                >
                  Remove the unknown cards
                </button>
              )}
            </div>
          </aside>
        </div>
        <p role="status" aria-live="polite" className="sr-only">
          {announcement}
        </p>
      </div>
      <DragOverlay dropAnimation={null}>
        {dragDef ? (
          <CardFace
            def={dragDef}
            size="small"
            rulesTerm={setOfCard(dragDef.id)?.abilityTerm ?? 'Ability'}
            className="shadow-2xl"
          />
        ) : null}
      </DragOverlay>
      {zoom && (
        <CardZoom def={zoom} rulesTerm={setOfCard(zoom.id)?.abilityTerm ?? 'Ability'} onClose={() => setZoom(null)} />
      )}
      {exporting && <ExportDialog name={deck.name} entries={entries} onClose={useNav.getState().closeDialog} />}
    </DndContext>
  )
}
