import { useEffect, useRef } from 'react'
import type { GameEvent } from '../../engine'
import { useGame } from '../useGame'
import { slotDrop } from '../board/targets'
import { useFx } from './fx'
import { useAnimFactor } from './speed'
import { eventMs, eventText } from './eventText'

/**
 * Plays the store's pending engine events in order: a banner line, floating damage, the coin; then tells the
 * store `eventsAnimated(n)`. Card moves and turns animate from the view itself (layoutId, rotation). With the
 * speed Off or reduced motion, everything is acknowledged at once.
 */
export function EventPlayer() {
  const events = useGame((s) => s.pendingEvents)
  const done = useGame((s) => s.eventsAnimated)
  const factor = useAnimFactor()
  const playing = useRef<GameEvent | null>(null)
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null)

  useEffect(() => () => {
    if (timer.current) clearTimeout(timer.current)
  }, [])

  useEffect(() => {
    if (events.length === 0) return
    if (factor === 0) {
      // no animation, but a mulligan or a Knock Out is still announced
      const told = events.filter((e) => e.type === 'mulligan' || e.type === 'knock-out').at(-1)
      const text = told && eventText(told)
      if (text) useFx.getState().setBanner(text)
      done(events.length)
      return
    }
    if (playing.current === events[0]) return // already playing this batch
    let n = 0
    let ms = 0
    for (const e of events) {
      n++
      ms = eventMs(e)
      if (ms > 0) break
    }
    const batch = events.slice(0, n)
    if (timer.current) clearTimeout(timer.current)
    playing.current = events[0]!
    const fx = useFx.getState()
    for (const e of batch) {
      if (e.type === 'damage') fx.addFloater({ slot: slotDrop(e.target), text: `-${e.amount}`, tone: 'damage' }, ms * factor)
      if (e.type === 'heal') fx.addFloater({ slot: slotDrop(e.target), text: `+${e.amount}`, tone: 'heal' }, ms * factor)
      if (e.type === 'coin') fx.setCoin({ heads: e.heads, reason: e.reason })
      const text = eventText(e)
      if (text) fx.setBanner(text)
    }
    timer.current = setTimeout(() => {
      playing.current = null
      timer.current = null
      if (batch.some((e) => e.type === 'coin')) useFx.getState().setCoin(null)
      done(n)
    }, ms * factor)
  }, [events, factor, done])

  return null
}
