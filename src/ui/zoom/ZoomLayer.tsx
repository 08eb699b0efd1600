import { useLayoutEffect, useRef } from 'react'
import { ruleSet, type GameView } from '../../engine'
import { CardZoom, ZoomedCard } from '../card/CardZoom'
import { useGame } from '../useGame'
import { defOf } from '../board/defs'
import { InPlayDetails } from './InPlayDetails'
import { slotOfTop, useZoom, type ZoomTarget } from './zoom'

function termOf(view: GameView | null) {
  return view ? ruleSet(view.rules).abilityTerm : 'Ability'
}

/**
 * The table's large card: the zoom dialog (long press, Z) and the hover preview. A Pokémon in play is looked up
 * again on every view, so its damage, HP and attachments stay current while it is shown.
 */
export function ZoomLayer() {
  const open = useZoom((s) => s.open)
  const peek = useZoom((s) => s.peek)
  const show = useZoom((s) => s.show)
  const view = useGame((s) => s.view)
  const term = termOf(view)
  if (open) {
    const slot = slotOfTop(view, open.uid)
    return (
      <CardZoom
        key={open.uid}
        def={defOf(open.def)}
        rulesTerm={term}
        prizes={slot?.prizes}
        hp={slot?.hp}
        details={slot && <InPlayDetails slot={slot} />}
        onClose={() => show(null)}
      />
    )
  }
  return peek ? <Peek key={peek.uid} target={peek} side={peek.side} view={view} /> : null
}

/**
 * The preview while the mouse rests on a card: beside the table, away from the pointer, taking no input. A popover
 * in the top layer, so it shows over an open dialog too (the discard pile's).
 */
function Peek({ target, side, view }: { target: ZoomTarget; side: 'left' | 'right'; view: GameView | null }) {
  const ref = useRef<HTMLDivElement>(null)
  useLayoutEffect(() => {
    const el = ref.current
    if (el && !el.matches(':popover-open')) el.showPopover()
  }, [])
  const slot = slotOfTop(view, target.uid)
  return (
    <div
      ref={ref}
      popover="manual"
      aria-hidden="true"
      data-testid="card-peek"
      className={`pointer-events-none fixed inset-y-0 mx-0 my-auto h-fit overflow-visible border-0 bg-transparent p-0 ${
        side === 'left' ? 'right-auto left-3' : 'right-3 left-auto'
      }`}
    >
      <ZoomedCard
        def={defOf(target.def)}
        rulesTerm={termOf(view)}
        prizes={slot?.prizes}
        hp={slot?.hp}
        details={slot && <InPlayDetails slot={slot} />}
      />
    </div>
  )
}
