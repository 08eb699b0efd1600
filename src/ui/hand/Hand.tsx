import { useDraggable } from '@dnd-kit/core'
import type { CardRef, Decision } from '../../engine'
import { CardFace, cardAccessibleName } from '../cardApi'
import { useGame } from '../useGame'
import { defOf } from '../board/defs'
import { useSelection } from '../board/selection'
import { useChoice } from '../decisions/choice'
import { isRepeatClick } from '../repeat-click'
import { merge, useZoomable } from '../zoom/useZoomable'

/** Setup questions are answered by clicking cards in the hand. */
function setupOption(d: Decision | null, uid: number): number {
  if (!d || (d.ask !== 'setup-active' && d.ask !== 'setup-bench')) return -1
  return d.options.findIndex((o) => o.kind === 'card' && o.uid === uid)
}

function HandCard({ card }: { card: CardRef }) {
  const def = defOf(card.def)
  const decision = useGame((s) => s.myDecision)
  const actionsFor = useGame((s) => s.actionsFor)
  const respond = useGame((s) => s.respond)
  const { picked, pick, openMenu, setHint } = useSelection()
  const choice = useChoice()
  const { setNodeRef, listeners, attributes, isDragging } = useDraggable({
    id: `hand:${card.uid}`,
    data: { uid: card.uid, active: false },
  })
  const playable = decision?.ask === 'main' && actionsFor(card.uid).length > 0
  const opt = setupOption(decision, card.uid)
  const chosen = decision && opt >= 0 && choice.decisionId === decision.id && choice.picks.includes(opt)
  const isPicked = picked?.uid === card.uid && !picked.active
  const zoom = useZoomable({ def: card.def, uid: card.uid })

  const onClick = (e: { detail: number }) => {
    if (decision && opt >= 0) {
      // a setup question's answer names it; the second click of a double click answers nothing
      if (isRepeatClick(e)) return
      if (decision.max === 1 && decision.min === 1) respond([opt], decision.id)
      else choice.toggle(decision.id, opt, decision.max)
      return
    }
    if (isPicked) return pick(null)
    if (playable) return pick({ uid: card.uid, active: false })
    if (decision?.ask === 'main') setHint(`${def.name} cannot be played now`)
    openMenu({ uid: card.uid, def: card.def })
  }
  return (
    <li className="shrink-0">
      <button
        ref={setNodeRef}
        {...merge(zoom, listeners)}
        type="button"
        aria-label={cardAccessibleName(def)}
        aria-pressed={isPicked || !!chosen}
        // how to play it without a mouse (dnd-kit's instructions, TableDnd): Enter, a highlighted place, Z to read it
        aria-describedby={attributes['aria-describedby']}
        data-playable={playable || opt >= 0 || undefined}
        data-uid={card.uid}
        data-fly={card.uid}
        onClick={onClick}
        className={[
          'block aspect-[5/7] w-(--cw-hand) touch-none rounded-lg transition-[translate,box-shadow]',
          playable || opt >= 0 ? 'ring-2 ring-coin-300 hover:-translate-y-1' : 'opacity-80 saturate-75',
          isPicked || chosen ? '-translate-y-3 ring-4 ring-coin-400' : '',
          isDragging ? 'opacity-30' : '',
        ].join(' ')}
      >
        <CardFace def={def} size="hand" />
      </button>
    </li>
  )
}

export function Hand() {
  const hand = useGame((s) => s.view?.me.hand ?? [])
  return (
    <section aria-label="Your hand" data-zone="hand:0" className="min-w-0">
      <ul className="flex min-h-[calc(var(--cw-hand)*1.4+0.75rem)] items-end justify-center-safe gap-1 overflow-x-auto px-2 pt-3 pb-1 sm:gap-2">
        {hand.map((c) => (
          <HandCard key={c.uid} card={c} />
        ))}
      </ul>
    </section>
  )
}
