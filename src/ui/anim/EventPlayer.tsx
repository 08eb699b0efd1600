import { useEffect, useRef } from 'react'
import { useGame } from '../useGame'
import { floaterSlot } from './floater-slot'
import { useFx } from './fx'
import { useAnimFactor } from './speed'
import { eventText } from './eventText'
import { nextStep, staleCount, type Playing } from './queue'
import { damageSteps, sourceText } from '../../store/damage-text'
import { defOf } from '../board/defs'
import { currentVolume, installAudioUnlock, soundStep } from '../sound/player'

const nameOfDef = (def: string) => defOf(def).name

/**
 * Plays the store's pending engine events in order: a banner line, floating damage, the coin, their sounds; then tells the
 * store `eventsAnimated(n)`. Card moves and turns animate from the view itself (CardFlights, rotation). With the
 * speed Off or reduced motion, everything is acknowledged at once. When newer events arrive while a step plays,
 * the older ones are dropped (queue.ts), so the table never lags behind a player who acts fast.
 */
export function EventPlayer() {
  const events = useGame((s) => s.pendingEvents)
  const done = useGame((s) => s.eventsAnimated)
  const factor = useAnimFactor()
  const playing = useRef<Playing | null>(null)
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null)

  useEffect(() => {
    installAudioUnlock()
    return () => {
      if (timer.current) clearTimeout(timer.current)
    }
  }, [])

  useEffect(() => {
    if (events.length === 0) return
    if (factor === 0) {
      // no animation, but a mulligan or a Knock Out is still announced
      const told = events.filter((e) => e.type === 'mulligan' || e.type === 'knock-out').at(-1)
      const text = told && eventText(told)
      if (text) useFx.getState().setBanner(text)
      soundStep(events, currentVolume(), 0)
      done(events.length)
      return
    }
    const stale = staleCount(events, playing.current)
    if (stale > 0) {
      // newer events arrived (the player moved on): stop this step, drop what was queued before them
      if (timer.current) clearTimeout(timer.current)
      timer.current = null
      playing.current = null
      useFx.getState().clearStep()
      done(stale)
      return
    }
    if (playing.current?.first === events[0]) return // already playing this step
    const { count, ms } = nextStep(events)
    const batch = events.slice(0, count)
    if (timer.current) clearTimeout(timer.current)
    playing.current = { first: events[0]!, tail: events.at(-1)! }
    const fx = useFx.getState()
    const view = useGame.getState().view
    soundStep(batch, currentVolume(), factor)
    for (const e of batch) {
      if (e.type === 'damage') {
        const note = e.why ? damageSteps(e.why, nameOfDef).join(', ') : ''
        fx.addFloater(
          {
            slot: floaterSlot(view, e.target, e.pokemon.uid),
            text: `-${e.amount}`,
            tone: 'damage',
            ...(note ? { note } : {}),
          },
          ms * factor,
        )
      }
      if (e.type === 'damage-prevented') {
        const by = sourceText(e.by, nameOfDef)
        fx.addFloater(
          {
            slot: floaterSlot(view, e.target, e.pokemon.uid),
            text: '0',
            tone: 'damage',
            note: by ? `Prevented: ${by}` : 'No damage',
          },
          ms * factor,
        )
      }
      if (e.type === 'heal')
        fx.addFloater(
          { slot: floaterSlot(view, e.target, e.pokemon.uid), text: `+${e.amount}`, tone: 'heal' },
          ms * factor,
        )
      if (e.type === 'coin') fx.setCoin({ heads: e.heads, reason: e.reason })
      const text = eventText(e)
      if (text) fx.setBanner(text)
    }
    timer.current = setTimeout(() => {
      playing.current = null
      timer.current = null
      if (batch.some((e) => e.type === 'coin')) useFx.getState().setCoin(null)
      done(count)
    }, ms * factor)
  }, [events, factor, done])

  return null
}
