import { useRef, type ReactNode } from 'react'
import {
  DndContext,
  DragOverlay,
  PointerSensor,
  pointerWithin,
  useSensor,
  useSensors,
  type Announcements,
  type CollisionDetection,
  type DragEndEvent,
  type DragStartEvent,
} from '@dnd-kit/core'
import { CardFace } from '../cardApi'
import { useGame } from '../useGame'
import { defOf } from './defs'
import { useSelection } from './selection'
import { actionForDrop, dropHint, guessAction } from './targets'
import { rememberDrop } from '../anim/drop'
import { useZoom } from '../zoom/zoom'
import { DRAG_INSTRUCTIONS, dropWords, overWords, pickUpWords, placeName } from './announce'
import type { MainAction } from '../../engine'

// A Pokémon position inside the Bench zone wins over the zone itself.
const collision: CollisionDetection = (args) => {
  const hits = pointerWithin(args)
  const slot = hits.find((h) => String(h.id).startsWith('slot:'))
  return slot ? [slot] : hits
}

function defInPlayOrHand(uid: number): string | null {
  const v = useGame.getState().view
  if (!v) return null
  const inHand = v.me.hand?.find((c) => c.uid === uid)
  if (inHand) return inHand.def
  // either Active of a 2-on-2 Battle
  const top = [v.me.active, v.me.secondActive].map((s) => s?.stack.at(-1)).find((c) => c?.uid === uid)
  return top ? top.def : null
}

/** Which Active Spot the Pokémon whose top card is `uid` is in (1: a 2-on-2 Battle's second). */
function activeSpotOf(uid: number): 0 | 1 {
  return useGame.getState().view?.me.secondActive?.stack.at(-1)?.uid === uid ? 1 : 0
}

/**
 * Drag and drop on the table: a drop plays the listed action the place means (targets.ts); anything else snaps back
 * with a reason.
 */
export function TableDnd({ children }: { children: ReactNode }) {
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 5 } }))
  const picked = useSelection((s) => s.picked)
  const dragging = useSelection((s) => s.dragging)
  const dragDecision = useRef<number | undefined>(undefined)
  // A finger held on a card opened its zoom: moving it afterwards starts no drag (nothing picked up, nothing dropped).
  const ignored = useRef(false)
  // For the screen reader: the dragged card's name (read when it was picked up: after a drop it may be gone from
  // the view) and what the drop did (set by onDragEnd, which dnd-kit calls before it announces the end).
  const said = useRef<{ card: string; place: string | null; action: MainAction | null }>({
    card: 'Card',
    place: null,
    action: null,
  })
  const placeOf = (id: string | number | undefined | null) =>
    id == null ? null : placeName(String(id), useGame.getState().view, (d) => defOf(d).name)
  const announcements: Announcements = {
    onDragStart: () => (ignored.current ? undefined : pickUpWords(said.current.card)),
    onDragOver: ({ over }) => (ignored.current ? undefined : overWords(said.current.card, placeOf(over?.id))),
    onDragEnd: () =>
      ignored.current ? undefined : dropWords(said.current.card, said.current.place, said.current.action),
    onDragCancel: () => (ignored.current ? undefined : `${said.current.card} was put back.`),
  }

  const onDragStart = (e: DragStartEvent) => {
    useZoom.getState().peekAt(null)
    ignored.current = !!useZoom.getState().open
    if (ignored.current) return
    // the drop answers the decision the card was picked up in, not one that replaced it meanwhile
    dragDecision.current = useGame.getState().myDecision?.id
    const data = e.active.data.current as { uid: number; active: boolean } | undefined
    if (data) useSelection.getState().pick({ uid: data.uid, active: data.active }, true)
    const id = data ? defInPlayOrHand(data.uid) : null
    said.current = { card: id ? defOf(id).name : 'Card', place: null, action: null }
  }
  const onDragEnd = (e: DragEndEvent) => {
    if (ignored.current) return
    const sel = useSelection.getState()
    const p = sel.picked
    sel.pick(null)
    if (!p) return
    const game = useGame.getState()
    const def = p.active
      ? null
      : (() => {
          const id = defInPlayOrHand(p.uid)
          return id ? defOf(id) : null
        })()
    const drop = e.over ? String(e.over.id) : null
    // the place is named before the action changes it (an evolved Pokémon, a Pokémon that retreated)
    said.current = { ...said.current, place: placeOf(drop), action: null }
    // A finished game's board is there to look at (the game-over dialog closed): nothing plays any more.
    if (game.view?.result) return sel.setHint('The game is over')
    if (game.myDecision?.ask !== 'main') return sel.setHint('Wait for your turn')
    const actions = game.actionsFor(p.uid).filter((a) => p.active === (a.type === 'retreat'))
    const a = drop ? actionForDrop(actions, drop, def) : null
    if (a) {
      const at = e.active.rect.current.translated
      if (at) rememberDrop(p.uid, at)
      said.current.action = a
      game.act(a, dragDecision.current)
      return
    }
    const guess = drop ? guessAction(p.uid, def, drop, p.active, p.active ? activeSpotOf(p.uid) : 0) : null
    if (guess)
      game.act(guess, dragDecision.current) // not listed: the store says why
    else sel.setHint(dropHint(def, p.active))
  }
  const overlayDef = dragging && picked ? defInPlayOrHand(picked.uid) : null
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={collision}
      onDragStart={onDragStart}
      onDragEnd={onDragEnd}
      onDragCancel={() => ignored.current || useSelection.getState().pick(null)}
      accessibility={{ restoreFocus: false, announcements, screenReaderInstructions: { draggable: DRAG_INSTRUCTIONS } }}
    >
      {children}
      <DragOverlay dropAnimation={null}>
        {overlayDef && (
          <div className="aspect-[5/7] w-(--cw-hand) cursor-grabbing rounded-lg ring-2 ring-coin-300">
            <CardFace def={defOf(overlayDef)} size="hand" />
          </div>
        )}
      </DragOverlay>
    </DndContext>
  )
}
