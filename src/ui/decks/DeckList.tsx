/**
 * A deck grouped as Pokémon / Trainer / Energy with totals, each card with its count; in the builder also − / +
 * per card, each rule problem next to the card that causes it, and a drop place for cards dragged from the browser
 * (a card dragged out of the list goes back: one copy fewer).
 */
import { useDraggable, useDroppable } from '@dnd-kit/core'
import type { CardDb, CardDef } from '../../engine'
import { groupBySection, SECTION_TITLE, type DeckEntry, type DeckProblem, type DeckValidation } from '../../decks'
import { cardLabel, printLabel } from './labels'

export const DECK_DROP = 'deck'

const STEP =
  'grid size-7 shrink-0 place-items-center rounded-full border-2 border-felt-300 bg-white leading-none font-extrabold text-felt-800 hover:bg-felt-50 dark:border-felt-600 dark:bg-felt-800 dark:hover:bg-felt-700 dark:text-felt-50'

function Problems({ problems, id }: { problems: readonly DeckProblem[]; id?: string }) {
  if (!problems.length) return null
  return (
    <ul id={id} className="mt-0.5 flex flex-col gap-0.5" data-testid="card-problems">
      {problems.map((p) => (
        <li
          key={p.message}
          className="flex gap-1 text-[0.8rem] leading-snug font-semibold text-red-700 dark:text-red-300"
        >
          <span aria-hidden="true">⚠</span>
          {p.message}
        </li>
      ))}
    </ul>
  )
}

interface RowProps {
  def: CardDef
  count: number
  problems: readonly DeckProblem[]
  onOpen(def: CardDef): void
  onAdd?(def: CardDef): void
  onRemove?(def: CardDef): void
}

function Row({ def, count, problems, onOpen, onAdd, onRemove }: RowProps) {
  const editable = !!onAdd
  const { setNodeRef, listeners, isDragging } = useDraggable({
    id: `deck:${def.id}`,
    data: { cardId: def.id, from: 'deck' },
    disabled: !editable,
  })
  const problemId = `problems-${def.id}`
  return (
    <li
      className={`rounded-lg px-2 py-1 ${problems.length ? 'bg-red-50 ring-1 ring-red-300 dark:bg-red-950/40 dark:ring-red-800' : ''} ${isDragging ? 'opacity-40' : ''}`}
      data-deck-row={def.id}
    >
      <div className="flex items-center gap-2">
        {editable && (
          <button
            type="button"
            className={STEP}
            aria-label={`Remove one ${cardLabel(def)}`}
            onClick={() => onRemove?.(def)}
          >
            −
          </button>
        )}
        <span className="w-6 text-right font-extrabold tabular-nums" data-testid="deck-count">
          {count}
        </span>
        {editable && (
          <button type="button" className={STEP} aria-label={`Add ${cardLabel(def)}`} onClick={() => onAdd?.(def)}>
            +
          </button>
        )}
        <button
          ref={setNodeRef}
          type="button"
          {...listeners}
          aria-describedby={problems.length ? problemId : undefined}
          onClick={() => onOpen(def)}
          className={`flex min-w-0 flex-1 items-baseline gap-1.5 text-left ${editable ? 'cursor-grab' : 'cursor-zoom-in'}`}
        >
          <span className="truncate font-semibold">{def.name}</span>
          <span className="shrink-0 text-xs font-semibold text-felt-600 dark:text-felt-300">{printLabel(def)}</span>
        </button>
      </div>
      <Problems problems={problems} id={problemId} />
    </li>
  )
}

export interface DeckListProps {
  db: CardDb
  entries: readonly DeckEntry[]
  validation?: DeckValidation
  onOpen(def: CardDef): void
  onAdd?(def: CardDef): void
  onRemove?(def: CardDef): void
}

export function DeckList({ db, entries, validation, onOpen, onAdd, onRemove }: DeckListProps) {
  const { setNodeRef, isOver } = useDroppable({ id: DECK_DROP, disabled: !onAdd })
  const groups = groupBySection(db, entries)
  const unknown = entries.filter((e) => !db.has(e.cardId))
  return (
    <div
      ref={setNodeRef}
      data-testid="deck-drop"
      className={`flex flex-col gap-3 rounded-xl p-1 transition-colors ${isOver ? 'bg-coin-100 ring-2 ring-coin-400 dark:bg-coin-900/40' : ''}`}
    >
      {validation && validation.deckWide.length > 0 && (
        <div role="group" aria-label="Deck problems" className="rounded-lg bg-red-50 px-2 py-1.5 dark:bg-red-950/40">
          <Problems problems={validation.deckWide} />
        </div>
      )}
      {groups.map((g) => (
        <section key={g.section} aria-label={`${SECTION_TITLE[g.section]}: ${g.total}`}>
          <h3 className="flex items-baseline justify-between border-b border-felt-200 px-2 font-display text-lg font-semibold dark:border-felt-700">
            {SECTION_TITLE[g.section]}
            <span className="text-sm font-bold tabular-nums text-felt-700 dark:text-felt-200">{g.total}</span>
          </h3>
          {g.entries.length === 0 ? (
            <p className="px-2 py-1 text-sm text-felt-600 dark:text-felt-300">None yet.</p>
          ) : (
            <ul className="mt-1 flex flex-col gap-0.5">
              {g.entries.map((e) => (
                <Row
                  key={e.cardId}
                  def={db.get(e.cardId)}
                  count={e.count}
                  problems={validation?.byCard.get(e.cardId) ?? []}
                  onOpen={onOpen}
                  onAdd={onAdd}
                  onRemove={onRemove}
                />
              ))}
            </ul>
          )}
        </section>
      ))}
      {unknown.length > 0 && (
        <p className="px-2 text-sm font-semibold text-red-700 dark:text-red-300">
          {unknown.reduce((n, e) => n + e.count, 0)} cards this version does not know.
        </p>
      )}
    </div>
  )
}
