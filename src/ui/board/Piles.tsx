import { useState } from 'react'
import type { CardRef, Seat } from '../../engine'
import { CardBack, CardFace, cardAccessibleName } from '../cardApi'
import { useGame } from '../useGame'
import { useModalOnMount } from '../useModalOnMount'
import { defOf } from './defs'
import { useTargets } from './useTargets'
import { isRepeatClick } from '../repeat-click'
import { useZoomable } from '../zoom/useZoomable'
import { useZoom } from '../zoom/zoom'

const PILE = 'relative aspect-[5/7] w-[calc(var(--cw-bench)*0.62)]'

// The count sits on the pile (not under it), so a pile column is no taller than the Prizes beside the Bench.
const COUNT =
  'absolute inset-x-0 bottom-0.5 mx-auto w-fit rounded-full bg-black/70 px-1 text-[10px] leading-tight font-bold text-white tabular-nums'

export function DeckPile({ count, owner, seat }: { count: number; owner: string; seat: Seat }) {
  return (
    <div
      role="img"
      aria-label={`${owner} deck: ${count} cards`}
      data-table-item
      data-zone={`deck:${seat}`}
      className={PILE}
    >
      {count > 0 ? (
        <CardBack size="mini" />
      ) : (
        <div className="size-full rounded border border-dashed border-white/30" />
      )}
      <span aria-hidden="true" className={COUNT}>
        {count}
      </span>
    </div>
  )
}

export function DiscardPile({ cards, owner, seat }: { cards: CardRef[]; owner: string; seat: Seat }) {
  const [open, setOpen] = useState(false)
  const top = cards[cards.length - 1]
  const zoom = useZoomable(top ? { def: top.def, uid: top.uid } : null)
  return (
    <>
      <button
        type="button"
        {...zoom}
        onClick={() => setOpen(true)}
        aria-label={`${owner} discard pile: ${cards.length} cards`}
        data-table-item
        data-zone={`discard:${seat}`}
        className={`block ${PILE}`}
      >
        {top ? (
          <div data-fly={top.uid}>
            <CardFace def={defOf(top.def)} size="mini" />
          </div>
        ) : (
          <div className="size-full rounded border border-dashed border-white/30" />
        )}
        <span aria-hidden="true" className={COUNT}>
          {cards.length}
        </span>
      </button>
      {open && <DiscardDialog cards={cards} title={`${owner} discard pile`} onClose={() => setOpen(false)} />}
    </>
  )
}

function DiscardDialog({ cards, title, onClose }: { cards: CardRef[]; title: string; onClose: () => void }) {
  const ref = useModalOnMount()
  return (
    <dialog
      ref={ref}
      aria-label={title}
      onClose={onClose}
      onClick={(e) => e.target === e.currentTarget && e.currentTarget.close()}
      className="m-auto max-h-[85dvh] w-[min(100%-1.5rem,40rem)] rounded-2xl bg-felt-50 p-4 text-felt-950 backdrop:bg-black/60 dark:bg-felt-900 dark:text-felt-50"
    >
      <h2 className="font-display text-xl font-semibold">
        {title} ({cards.length})
      </h2>
      {cards.length === 0 ? (
        <p className="mt-2">No cards.</p>
      ) : (
        <ul className="mt-3 grid grid-cols-[repeat(auto-fill,minmax(96px,1fr))] gap-2">
          {[...cards].reverse().map((c) => (
            <DiscardedCard key={c.uid} card={c} />
          ))}
        </ul>
      )}
      <form method="dialog" className="mt-3 flex justify-end">
        <button type="submit" className="rounded-xl bg-felt-700 px-5 py-2 font-bold text-white">
          Close
        </button>
      </form>
    </dialog>
  )
}

/**
 * One card of a discard pile, drawn at the hand's size so a Trainer's text shows; a click, Z or a long press opens it
 * large, the mouse resting on it previews it.
 */
function DiscardedCard({ card }: { card: CardRef }) {
  const def = defOf(card.def)
  const zoom = useZoomable({ def: card.def, uid: card.uid })
  const show = useZoom((s) => s.show)
  return (
    <li>
      <button
        type="button"
        {...zoom}
        aria-label={cardAccessibleName(def)}
        data-uid={card.uid}
        onClick={() => show({ def: card.def, uid: card.uid })}
        className="flex w-full flex-col items-center gap-0.5 rounded-lg p-0.5 text-center text-xs hover:bg-coin-300/20"
      >
        <span className="block aspect-[5/7] w-full">
          <CardFace def={def} size="hand" />
        </span>
        <span aria-hidden="true">{def.name}</span>
      </button>
    </li>
  )
}

/** Face-down Prize cards; while you take a Prize, yours are buttons. */
export function Prizes({ count, mine }: { count: number; mine: boolean }) {
  const targets = useTargets()
  const respond = useGame((s) => s.respond)
  const total = Math.max(count, 0)
  const owner = mine ? 'Your' : "Opponent's"
  return (
    <div
      role="group"
      aria-label={`${owner} Prize cards: ${count} left`}
      data-table-item
      data-zone={`prizes:${mine ? 0 : 1}`}
      className="grid w-[calc(var(--cw-bench)*0.84+2px)] shrink-0 grid-cols-2 content-start gap-0.5"
    >
      {Array.from({ length: total }, (_, i) => {
        const opt = mine ? targets.prizes.get(i) : undefined
        const cls = 'block aspect-[5/7] w-[calc(var(--cw-bench)*0.42)]'
        return opt !== undefined ? (
          <button
            key={i}
            type="button"
            aria-label={`Take Prize card ${i + 1}`}
            onClick={(e) => !isRepeatClick(e) && respond([opt], targets.decision ?? undefined)}
            className={`${cls} animate-pulse rounded ring-2 ring-coin-400`}
          >
            <CardBack size="mini" />
          </button>
        ) : (
          <span key={i} aria-hidden="true" className={cls}>
            <CardBack size="mini" />
          </span>
        )
      })}
    </div>
  )
}
