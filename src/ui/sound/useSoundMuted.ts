import { useSyncExternalStore } from 'react'
import { soundIsMuted, useSettings } from '../../store/settings'
import { unlockAudio } from './synth'

const QUERY = '(prefers-reduced-motion: reduce)'
const subscribe = (cb: () => void) => {
  const m = window.matchMedia(QUERY)
  m.addEventListener('change', cb)
  return () => m.removeEventListener('change', cb)
}
const reduced = () => window.matchMedia(QUERY).matches

/** Whether sound is muted now (the player's choice, else the reduced-motion preference), and a way to flip it. */
export function useSoundMuted(): [muted: boolean, setMuted: (muted: boolean) => void] {
  const choice = useSettings((s) => s.soundMuted)
  const volume = useSettings((s) => s.soundVolume)
  const setSoundMuted = useSettings((s) => s.setSoundMuted)
  const reduce = useSyncExternalStore(subscribe, reduced, () => false)
  const setMuted = (muted: boolean) => {
    setSoundMuted(muted)
    if (!muted) unlockAudio(volume / 100) // a click is a gesture: let the next event be heard
  }
  return [soundIsMuted({ soundMuted: choice }, reduce), setMuted]
}
