import { useDraggable, useDroppable } from '@dnd-kit/core'
import { useIsPresent } from 'motion/react'
import { sameRef, type Decision, type SlotRef, type SlotView } from '../../engine'
import { useGame } from '../useGame'
import { attachedWords, cardAccessibleName } from '../cardApi'
import { defOf, topOf } from './defs'
import { InPlayCard } from './InPlayCard'
import { SlotFloaters } from '../anim/SlotFloaters'
import { slotDrop } from './targets'
import { useSelection } from './selection'
import { useActivateTarget, useTargets } from './useTargets'
import { merge, useZoomable } from '../zoom/useZoomable'

const TARGET_RING = 'ring-4 ring-coin-400 ring-offset-2 ring-offset-felt-700 animate-pulse cursor-pointer'

/** The Abilities this Pokémon can use now (from the main menu's options): "Restart". */
function readyAbilities(d: Decision | null, at: SlotRef): string[] {
  if (d?.ask !== 'main') return []
  return d.options.flatMap((o) =>
    o.kind === 'action' && o.action.type === 'ability' && sameRef(o.action.source, at)
      ? [o.label.replace(/^Use /, '')]
      : [],
  )
}

/** One Pokémon position (Active Spot or a Bench place): a drop target, clickable, the Active also draggable. */
export function Slot({ refTo, slot, size }: { refTo: SlotRef; slot: SlotView; size: 'active' | 'bench' }) {
  const id = slotDrop(refTo)
  const top = topOf(slot)
  const mine = refTo.seat === 0
  const draggableActive = mine && refTo.zone === 'active' && !!top
  // false while a Pokémon that left this place (Knocked Out, retreated, promoted from the Bench) fades out: its ghost
  // must not take a drop or a click meant for the Pokémon that now holds the place, nor share its `data-drop` id
  const present = useIsPresent()
  const { setNodeRef: dropRef, isOver } = useDroppable({ id, disabled: !present })
  const drag = useDraggable({
    id: `active:${top?.uid ?? -1}`,
    data: { uid: top?.uid, active: true },
    disabled: !draggableActive,
  })
  const targets = useTargets()
  const activate = useActivateTarget()
  const openMenu = useSelection((s) => s.openMenu)
  const pickedUid = useSelection((s) => s.picked?.uid)
  const live = targets.actions.has(id) || targets.options.has(id)
  const ready = readyAbilities(
    useGame((s) => s.myDecision),
    refTo,
  )
  const attached = attachedWords([...slot.energy, ...slot.tools].map((c) => defOf(c.def).name))
  const can = ready.length ? `, can use ${ready.join(' and ')}` : ''
  const name = slot.faceDown || !top ? 'Face-down Pokémon' : cardAccessibleName(defOf(top.def), slot) + attached + can

  const zoom = useZoomable(top && !slot.faceDown ? { def: top.def, uid: top.uid } : null)

  const onClick = (e: { detail: number }) => {
    if (activate(id, e)) return
    if (top && !slot.faceDown) openMenu({ uid: top.uid, def: top.def })
  }
  return (
    <div ref={dropRef} className="relative" data-drop={present ? id : undefined} inert={!present}>
      <button
        ref={draggableActive ? drag.setNodeRef : undefined}
        {...merge(zoom, draggableActive ? drag.listeners : undefined)}
        type="button"
        aria-label={name}
        aria-describedby={live ? 'table-hint' : undefined}
        onClick={onClick}
        data-target={live || undefined}
        data-uid={top?.uid}
        className={[
          'grid touch-none place-items-center rounded-lg p-1 outline-offset-2 transition-shadow',
          size === 'active' ? 'size-[calc(var(--cw-active)*1.42)]' : 'h-[calc(var(--cw-bench)*1.45)] w-(--cw-bench)',
          live ? TARGET_RING : '',
          live && isOver ? 'bg-coin-300/40' : '',
          drag.isDragging || (pickedUid === top?.uid && pickedUid !== undefined) ? 'opacity-50' : '',
        ].join(' ')}
      >
        <InPlayCard slot={slot} slotKey={id} size={size} />
        {ready.length > 0 && (
          // An Ability to use now: a click on the Pokémon opens its menu with the button. The tag stands on the
          // card's top edge (4 px down, the button's padding), never over the Pokémon's name, which starts under 3 px
          // below that edge on a small card (a 320 px phone); it reaches as far above the place as it always did.
          // Held sideways the Bench's cards are about 42 px wide: "Zooming Draw" was cut to "Zoom…". There the tag may
          // take two lines and the gaps beside the card (4 px each side: a neighbour's tag never meets it), and its
          // words stay whole; the sides' gap above the Bench has room for the second line.
          <span
            aria-hidden="true"
            data-ability-ready
            className="pointer-events-none absolute top-1 left-1/2 max-w-[110%] -translate-x-1/2 -translate-y-full truncate rounded-full bg-[#c4302b] px-1.5 text-[9px] leading-[11px] font-extrabold whitespace-nowrap text-white shadow ring-1 ring-white sm:text-[10px] sm:leading-3 sideways:w-max sideways:max-w-[calc(100%+8px)] sideways:rounded-md sideways:px-1 sideways:text-center sideways:text-[9px] sideways:leading-[10px] sideways:whitespace-normal"
          >
            {ready.join(' · ')}
          </span>
        )}
      </button>
    </div>
  )
}

/** An empty place on the Bench or an empty Active Spot. */
export function EmptySpot({ size, label, slotKey }: { size: 'active' | 'bench'; label?: string; slotKey?: string }) {
  return (
    <div
      aria-hidden="true"
      className={[
        'relative grid place-items-center rounded-lg border-2 border-dashed border-white/25 text-center text-[10px] text-white/50',
        size === 'active' ? 'size-[calc(var(--cw-active)*1.42)]' : 'h-[calc(var(--cw-bench)*1.45)] w-(--cw-bench)',
      ].join(' ')}
    >
      {label}
      {slotKey && <SlotFloaters slotKey={slotKey} />}
    </div>
  )
}
