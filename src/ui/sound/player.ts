/**
 * Glue between the event player and the synth: the current volume from the settings, the first-gesture unlock,
 * and the sounds of one animated step (in step with it: the coin lands when the table's coin does).
 */
import type { GameEvent } from '../../engine'
import { effectiveVolume, useSettings } from '../../store/settings'
import { cuesForStep, type Cue } from './cues'
import { playCue, unlockAudio } from './synth'

/** The table's coin spins this long at Normal speed (anim/Overlays.tsx), then lands. */
export const COIN_SPIN_MS = 900

type Play = (cue: Cue, volume: number, delayMs: number) => unknown

/**
 * Plays the sounds of one step of events at `volume` (0–1); `factor` is the animation factor (0: the step is not
 * animated, so one sound stands for it and a coin is heard landing at once). Returns the cues asked for.
 */
export function soundStep(events: readonly GameEvent[], volume: number, factor: number, play: Play = playCue): Cue[] {
  if (volume <= 0) return []
  const cues = cuesForStep(events, factor === 0 ? 1 : 2).map((c): Cue =>
    c === 'coin' && factor === 0 ? 'coin-land' : c,
  )
  for (const cue of cues) {
    play(cue, volume, 0)
    if (cue === 'coin') play('coin-land', volume, COIN_SPIN_MS * factor)
  }
  return cues
}

const prefersReducedMotion = () =>
  typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches

/** The volume sounds play at now (0–1), from the settings and the system's reduced-motion preference. */
export function currentVolume(): number {
  return effectiveVolume(useSettings.getState(), prefersReducedMotion())
}

let unlockInstalled = false

/** Makes the AudioContext on the player's gestures (browsers allow audio only after one); cheap to call again. */
export function installAudioUnlock(): void {
  if (unlockInstalled || typeof window === 'undefined') return
  unlockInstalled = true
  const unlock = () => unlockAudio(currentVolume())
  window.addEventListener('pointerdown', unlock, { capture: true, passive: true })
  window.addEventListener('keydown', unlock, { capture: true, passive: true })
}
