import { useDroppable } from '@dnd-kit/core'
import { AnimatePresence, motion } from 'motion/react'
import type { SideView, SlotRef, SlotView } from '../../engine'
import { useEffect, useState } from 'react'
import { nextActiveOrder, spotsInOrder, useDrawnActives, type ActiveOrder } from './active-order'
import { CardFace } from '../cardApi'
import { useGame } from '../useGame'
import { useAnimFactor } from '../anim/speed'
import { defOf } from './defs'
import { EmptySpot, Slot } from './Slot'
import { BENCH_ZONE, PLAY_ZONE, STADIUM_ZONE, slotDrop } from './targets'
import { useSelection } from './selection'
import { useActivateTarget, useTargets } from './useTargets'
import { useZoomable } from '../zoom/useZoomable'

const LIVE = 'ring-4 ring-coin-400 bg-coin-300/15 animate-pulse'
const exit = (f: number) => ({ opacity: 0, scale: 0.5, y: 24, transition: { duration: 0.4 * f } })

export function Bench({ side, mine, double }: { side: SideView; mine: boolean; double?: boolean }) {
  const { setNodeRef } = useDroppable({ id: BENCH_ZONE, disabled: !mine })
  const targets = useTargets()
  const activate = useActivateTarget()
  const picked = useSelection((s) => s.picked)
  const factor = useAnimFactor()
  const live = mine && targets.actions.has(BENCH_ZONE)
  const pickedName = picked && !picked.active ? nameInHand(side, picked.uid) : ''
  // a 2-on-2 Battle's Bench holds 4 (seed 003 Appendix A "Benched Pokémon")
  const empty = Math.max(0, (double ? 4 : 5) - side.bench.length)
  return (
    <section
      ref={mine ? setNodeRef : undefined}
      aria-label={mine ? 'Your Bench' : "Opponent's Bench"}
      data-drop={mine ? BENCH_ZONE : undefined}
      onClick={live ? (e) => activate(BENCH_ZONE, e) : undefined}
      className={`flex min-w-0 justify-center gap-1 rounded-xl p-1 sm:gap-2 ${live ? LIVE : ''}`}
    >
      <AnimatePresence initial={false}>
        {side.bench.map((s, i) => (
          <motion.div key={s.stack[0]?.uid ?? `fd-${i}`} exit={exit(factor)}>
            <Slot refTo={{ seat: mine ? 0 : 1, zone: 'bench', index: i }} slot={s} size="bench" />
          </motion.div>
        ))}
      </AnimatePresence>
      {Array.from({ length: empty }, (_, i) =>
        live && i === 0 ? (
          <button
            key="put"
            type="button"
            onClick={(e) => {
              e.stopPropagation()
              activate(BENCH_ZONE, e)
            }}
            className="grid h-[calc(var(--cw-bench)*1.45)] w-(--cw-bench) place-items-center rounded-lg border-2 border-dashed border-coin-300 text-[10px] font-bold text-coin-100"
          >
            {`Put ${pickedName} on your Bench`}
          </button>
        ) : (
          <EmptySpot key={i} size="bench" />
        ),
      )}
    </section>
  )
}

function nameInHand(side: SideView, uid: number): string {
  const c = side.hand?.find((h) => h.uid === uid)
  return c ? defOf(c.def).name : ''
}

export function Active({ side, mine, double }: { side: SideView; mine: boolean; double?: boolean }) {
  const factor = useAnimFactor()
  const seat = mine ? 0 : 1
  if (double) return <TwoActives side={side} mine={mine} />
  return (
    <section
      aria-label={mine ? 'Your Active Pokémon' : "Opponent's Active Pokémon"}
      className="grid place-items-center"
    >
      <AnimatePresence initial={false} mode="popLayout">
        {side.active ? (
          <motion.div key={side.active.stack[0]?.uid ?? 'fd'} exit={exit(factor)}>
            <Slot refTo={{ seat, zone: 'active' }} slot={side.active} size="active" />
          </motion.div>
        ) : (
          <EmptySpot key="empty" size="active" label="No Active Pokémon" slotKey={slotDrop({ seat, zone: 'active' })} />
        )}
      </AnimatePresence>
    </section>
  )
}

/** A Pokémon's identity for the display order: its first card (kept when it evolves); a face-down one by its spot. */
const identity = (s: SlotView | null | undefined, spot: 0 | 1): number | null =>
  s ? (s.stack[0]?.uid ?? -1 - spot) : null

/**
 * A 2-on-2 Battle's two Active Spots, side by side (seed 003 Appendix A). Each Pokémon stays where it is drawn when
 * the engine swaps the spots (active-order.ts); the Slot inside still names the spot the engine has it in, so drops,
 * menus, targets and floaters reach the right one.
 */
function TwoActives({ side, mine }: { side: SideView; mine: boolean }) {
  const factor = useAnimFactor()
  const seat = mine ? 0 : 1
  const slots = [side.active ?? null, side.secondActive ?? null] as const
  const spots = [identity(slots[0], 0), identity(slots[1], 1)] as const
  const [order, setOrder] = useState<ActiveOrder>(() => nextActiveOrder(null, spots))
  const next = nextActiveOrder(order, spots)
  // derived state, set during render (React re-renders at once, before painting)
  if (next[0] !== order[0] || next[1] !== order[1]) setOrder(next)
  useEffect(() => {
    const all = useDrawnActives.getState().order
    useDrawnActives.setState({ order: seat === 0 ? [order, all[1]] : [all[0], order] })
  }, [seat, order])
  const shown = spotsInOrder(next, spots)
  return (
    <section
      aria-label={mine ? 'Your Active Pokémon' : "Opponent's Active Pokémon"}
      data-double
      className="flex items-center justify-center gap-1 sm:gap-2"
    >
      {shown.map((spot, pos) => {
        const slot = spot === null ? null : slots[spot]
        const ref: SlotRef = { seat, zone: 'active', ...(spot === 1 ? { spot: 1 as const } : {}) }
        return (
          <div key={pos} className="grid place-items-center">
            <AnimatePresence initial={false} mode="popLayout">
              {slot ? (
                <motion.div key={slot.stack[0]?.uid ?? `fd-${spot}`} exit={exit(factor)}>
                  <Slot refTo={ref} slot={slot} size="active" />
                </motion.div>
              ) : (
                // the engine fills its first spot first: an empty place is the second spot (or both are empty)
                <EmptySpot
                  key="empty"
                  size="active"
                  label="Empty Active Spot"
                  slotKey={slotDrop({
                    seat,
                    zone: 'active',
                    ...(shown[1 - pos] === null && pos === 0 ? {} : { spot: 1 as const }),
                  })}
                />
              )}
            </AnimatePresence>
          </div>
        )
      })}
    </section>
  )
}

/** Where a Trainer is dropped to play it. */
export function PlayArea() {
  const { setNodeRef, isOver } = useDroppable({ id: PLAY_ZONE })
  const targets = useTargets()
  const activate = useActivateTarget()
  const picked = useSelection((s) => s.picked)
  const hand = useGame((s) => s.view?.me.hand)
  const live = targets.actions.has(PLAY_ZONE)
  const name = picked && hand ? (hand.find((c) => c.uid === picked.uid)?.def ?? null) : null
  return (
    <div
      ref={setNodeRef}
      data-drop={PLAY_ZONE}
      data-table-item
      data-zone="play:0"
      className={`grid size-[calc(var(--cw-active)*1.2)] place-items-center rounded-xl border-2 border-dashed p-1 text-center text-[10px] font-semibold sm:text-xs sideways:text-[9px] ${
        live ? `${LIVE} border-coin-300 text-coin-100` : 'border-white/20 text-white/45'
      } ${live && isOver ? 'bg-coin-300/40' : ''}`}
    >
      {live ? (
        <button type="button" onClick={(e) => activate(PLAY_ZONE, e)} className="size-full rounded-lg font-bold">
          Play {name ? defOf(name).name : 'it'}
        </button>
      ) : (
        <>
          {/* held sideways the place is about 36 px wide: one word fits */}
          <span aria-hidden="true" className="sideways:hidden">
            Play Trainers here
          </span>
          <span aria-hidden="true" className="hidden sideways:inline">
            Trainers
          </span>
        </>
      )}
    </div>
  )
}

/** The Stadium in play; while a Stadium card is picked up, the place to drop it (or click) to play it. */
export function Stadium() {
  const stadium = useGame((s) => s.view?.stadium ?? null)
  const openMenu = useSelection((s) => s.openMenu)
  const { setNodeRef, isOver } = useDroppable({ id: STADIUM_ZONE })
  const targets = useTargets()
  const activate = useActivateTarget()
  const picked = useSelection((s) => s.picked)
  const hand = useGame((s) => s.view?.me.hand)
  const live = targets.actions.has(STADIUM_ZONE)
  const name = picked && hand ? (hand.find((c) => c.uid === picked.uid)?.def ?? null) : null
  const zoom = useZoomable(stadium ? { def: stadium.card.def, uid: stadium.card.uid } : null)
  return (
    <section
      ref={setNodeRef}
      aria-label="Stadium"
      data-drop={STADIUM_ZONE}
      data-table-item
      data-zone="stadium"
      className={`relative grid size-[calc(var(--cw-active)*1.2)] place-items-center rounded-xl ${
        live ? `${LIVE} border-2 border-dashed border-coin-300` : ''
      } ${live && isOver ? 'bg-coin-300/40' : ''}`}
    >
      {stadium ? (
        <button
          type="button"
          aria-label={`Stadium: ${defOf(stadium.card.def).name}`}
          {...zoom}
          onClick={() => openMenu({ uid: stadium.card.uid, def: stadium.card.def })}
          data-fly={stadium.card.uid}
          className="aspect-[5/7] w-(--cw-bench) rotate-90"
        >
          <CardFace def={defOf(stadium.card.def)} size="mini" />
        </button>
      ) : (
        !live && (
          <span className="rounded-lg border-2 border-dashed border-white/15 p-2 text-[10px] text-white/40">
            No Stadium
          </span>
        )
      )}
      {live && (
        <button
          type="button"
          onClick={(e) => activate(STADIUM_ZONE, e)}
          className="absolute inset-0 rounded-lg text-[10px] font-bold text-coin-100 sm:text-xs"
        >
          Play {name ? defOf(name).name : 'it'}
        </button>
      )}
    </section>
  )
}
