/**
 * One card of the browser: its face (a click or Enter opens it large; it can be dragged onto the deck), and when a
 * deck is open, − / + buttons with the copies in the deck. On the face, + and − (or Delete) change the count too.
 * A tile new in view is one element with the card's name until its turn in the mount queue: when a search swaps
 * every tile in view, the page adds fifty small boxes at once and the faces, buttons and drag handles over the
 * next frames, a few at a time (docs/decks.md, "Frame times while typing in search").
 */
import { memo, useEffect, useState, type KeyboardEvent } from 'react'
import { flushSync } from 'react-dom'
import { useDraggable } from '@dnd-kit/core'
import type { CardDef } from '../../engine'
import { setOfCard } from '../../cards/sets'
import { CardFace, cardAccessibleName } from '../card'
import { cardLabel } from './labels'
import { queueMount } from './mount-queue'

/** False until this tile's turn in the mount queue: tiles are drawn a few per frame. */
function useMountTurn(): boolean {
  const [ready, setReady] = useState(false)
  // flushSync: the tile is drawn inside the queue's time budget, not in a later task that could pile up.
  useEffect(() => queueMount(() => flushSync(() => setReady(true))), [])
  return ready
}

export interface TileActions {
  onOpen(def: CardDef): void
  onAdd?(def: CardDef): void
  onRemove?(def: CardDef): void
}

const STEP =
  'grid size-8 place-items-center rounded-full border-2 border-felt-300 bg-white text-lg leading-none font-extrabold text-felt-800 hover:bg-felt-50 disabled:opacity-35 dark:border-felt-600 dark:bg-felt-800 dark:text-felt-50 dark:hover:bg-felt-700'

const WAITING =
  'aspect-[63/88] overflow-hidden rounded-[6%/4.3%] border-4 border-coin-300 bg-felt-100 p-1 text-center text-xs font-bold text-felt-800 dark:bg-felt-800 dark:text-felt-100'

interface TileProps {
  def: CardDef
  count: number
  width: number
  actions: TileActions
}

function Tile(props: TileProps) {
  const ready = useMountTurn()
  return ready ? (
    <DrawnTile {...props} />
  ) : (
    // The card's name on a plain card, one element, until the tile's turn.
    <div className={WAITING} style={{ width: props.width }} data-card-tile={props.def.id}>
      {props.def.name}
    </div>
  )
}

function DrawnTile({ def, count, width, actions }: TileProps) {
  const canEdit = !!actions.onAdd
  const { setNodeRef, listeners, isDragging } = useDraggable({
    id: `browser:${def.id}`,
    data: { cardId: def.id, from: 'browser' },
    disabled: !canEdit,
  })
  const onKey = (e: KeyboardEvent) => {
    if ((e.key === '+' || e.key === '=') && actions.onAdd) {
      e.preventDefault()
      actions.onAdd(def)
    } else if ((e.key === '-' || e.key === 'Delete') && actions.onRemove && count > 0) {
      e.preventDefault()
      actions.onRemove(def)
    }
  }
  const term = setOfCard(def.id)?.abilityTerm ?? 'Ability'
  return (
    <div className="flex flex-col items-center gap-1" style={{ width }} data-card-tile={def.id}>
      <button
        ref={setNodeRef}
        type="button"
        {...listeners}
        // No dnd-kit keyboard dragging (and so none of its attributes): Enter opens the card, + and − change the
        // count, which is what a keyboard user needs.
        aria-label={`${cardAccessibleName(def)}, ${cardLabel(def)}${count ? `, ${count} in the deck` : ''}`}
        aria-keyshortcuts={canEdit ? '+ -' : undefined}
        onClick={() => actions.onOpen(def)}
        onKeyDown={onKey}
        className={`relative block w-full touch-manipulation rounded-[6%/4.3%] transition-[translate,opacity] hover:-translate-y-0.5 ${isDragging ? 'opacity-40' : ''} ${count > 0 ? 'ring-3 ring-felt-600 ring-offset-2 dark:ring-coin-300' : ''} ${canEdit ? 'cursor-grab' : 'cursor-zoom-in'}`}
      >
        <CardFace def={def} size="small" rulesTerm={term} className="w-full" />
      </button>
      {canEdit && (
        <div className="flex w-full items-center justify-between px-1">
          <button
            type="button"
            tabIndex={-1}
            className={STEP}
            disabled={count === 0}
            aria-label={`Remove one ${cardLabel(def)}`}
            onClick={() => actions.onRemove?.(def)}
          >
            −
          </button>
          <span
            className={`min-w-6 rounded-full text-center text-sm font-extrabold tabular-nums ${count > 0 ? 'bg-felt-700 text-white dark:bg-coin-400 dark:text-felt-950' : 'text-felt-600 dark:text-felt-300'}`}
            aria-hidden="true"
          >
            {count}
          </span>
          <button
            type="button"
            tabIndex={-1}
            className={STEP}
            aria-label={`Add ${cardLabel(def)}`}
            onClick={() => actions.onAdd?.(def)}
          >
            +
          </button>
        </div>
      )}
    </div>
  )
}

/** Drawn again only when its card, its count or the actions change (typing in search keeps most tiles). */
export const CardTile = memo(Tile)
