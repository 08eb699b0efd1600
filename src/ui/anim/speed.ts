import { useSyncExternalStore } from 'react'
import { ANIMATION_FACTOR, useSettings } from '../../store/settings'

const QUERY = '(prefers-reduced-motion: reduce)'
const subscribe = (cb: () => void) => {
  const m = window.matchMedia(QUERY)
  m.addEventListener('change', cb)
  return () => m.removeEventListener('change', cb)
}
const reduced = () => window.matchMedia(QUERY).matches

/** Duration multiplier for table animations: the Animation speed setting, 0 with prefers-reduced-motion. */
export function useAnimFactor(): number {
  const speed = useSettings((s) => s.animationSpeed)
  const reduce = useSyncExternalStore(subscribe, reduced, () => false)
  return reduce ? 0 : ANIMATION_FACTOR[speed]
}

/** Rotation of a Pokémon card for its Special Condition (rulebooks: Asleep counter-clockwise, Paralyzed clockwise). */
export const ROTATION = { asleep: -90, paralyzed: 90, confused: 180 } as const
