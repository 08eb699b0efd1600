/**
 * The sounds themselves, synthesized with the Web Audio API (oscillators, filtered noise, envelopes): no recorded
 * assets to license or download. The AudioContext is made on the player's first gesture (browsers start audio only
 * after one) and only when sound is on; each cue schedules a few nodes on the audio thread, nothing runs per frame.
 */
import type { Cue } from './cues'

let ctx: AudioContext | null = null
let noise: AudioBuffer | null = null

function context(): AudioContext | null {
  if (ctx) return ctx
  const Ctor = typeof window === 'undefined' ? undefined : window.AudioContext
  if (!Ctor) return null
  try {
    ctx = new Ctor()
  } catch {
    return null
  }
  return ctx
}

/** Makes (or resumes) the AudioContext from within a user gesture; `volume` 0 leaves audio untouched. */
export function unlockAudio(volume: number): void {
  if (volume <= 0) return
  const c = context()
  if (c && c.state === 'suspended') void c.resume().catch(() => undefined)
}

/** A tone: a frequency sweep from `f0` to `f1` with a quick attack and an exponential fade. */
function tone(
  c: AudioContext,
  out: AudioNode,
  at: number,
  f0: number,
  f1: number,
  dur: number,
  type: OscillatorType,
  gain: number,
) {
  const osc = c.createOscillator()
  const g = c.createGain()
  osc.type = type
  osc.frequency.setValueAtTime(f0, at)
  osc.frequency.exponentialRampToValueAtTime(f1, at + dur)
  g.gain.setValueAtTime(0.0001, at)
  g.gain.exponentialRampToValueAtTime(gain, at + 0.01)
  g.gain.exponentialRampToValueAtTime(0.0001, at + dur)
  osc.connect(g).connect(out)
  osc.start(at)
  osc.stop(at + dur + 0.02)
}

/** A burst of band-passed white noise (card swishes, impacts). */
function hiss(c: AudioContext, out: AudioNode, at: number, freq: number, dur: number, gain: number) {
  if (!noise) {
    noise = c.createBuffer(1, Math.ceil(c.sampleRate * 0.5), c.sampleRate)
    const data = noise.getChannelData(0)
    for (let i = 0; i < data.length; i++) data[i] = Math.random() * 2 - 1
  }
  const src = c.createBufferSource()
  src.buffer = noise
  const filter = c.createBiquadFilter()
  filter.type = 'bandpass'
  filter.frequency.setValueAtTime(freq, at)
  filter.Q.value = 1.2
  const g = c.createGain()
  g.gain.setValueAtTime(0.0001, at)
  g.gain.exponentialRampToValueAtTime(gain, at + 0.01)
  g.gain.exponentialRampToValueAtTime(0.0001, at + dur)
  src.connect(filter).connect(g).connect(out)
  src.start(at)
  src.stop(at + dur + 0.02)
}

const VOICES: Record<Cue, (c: AudioContext, out: AudioNode, t: number) => void> = {
  draw: (c, o, t) => hiss(c, o, t, 3200, 0.12, 0.5),
  play: (c, o, t) => {
    hiss(c, o, t, 1800, 0.1, 0.5)
    tone(c, o, t + 0.04, 180, 120, 0.08, 'sine', 0.5)
  },
  attach: (c, o, t) => {
    tone(c, o, t, 660, 990, 0.12, 'triangle', 0.35)
    tone(c, o, t + 0.06, 990, 1320, 0.14, 'sine', 0.25)
  },
  attack: (c, o, t) => {
    hiss(c, o, t, 900, 0.25, 0.6)
    tone(c, o, t, 220, 90, 0.25, 'sawtooth', 0.2)
  },
  damage: (c, o, t) => {
    tone(c, o, t, 150, 50, 0.18, 'square', 0.3)
    hiss(c, o, t, 500, 0.12, 0.5)
  },
  'knock-out': (c, o, t) => {
    tone(c, o, t, 440, 110, 0.5, 'triangle', 0.45)
    hiss(c, o, t + 0.05, 300, 0.4, 0.4)
  },
  coin: (c, o, t) => {
    for (let i = 0; i < 4; i++) tone(c, o, t + i * 0.11, 2400, 2600, 0.05, 'sine', 0.15)
  },
  'coin-land': (c, o, t) => {
    tone(c, o, t, 1800, 1700, 0.18, 'sine', 0.35)
    tone(c, o, t, 2700, 2650, 0.12, 'sine', 0.15)
  },
  win: (c, o, t) => [523, 659, 784, 1047].forEach((f, i) => tone(c, o, t + i * 0.12, f, f, 0.3, 'triangle', 0.35)),
  lose: (c, o, t) => [392, 330, 262].forEach((f, i) => tone(c, o, t + i * 0.18, f, f * 0.97, 0.35, 'triangle', 0.3)),
}

/**
 * Plays a cue at `volume` (0–1) after `delayMs`. Returns whether a sound was started: not at volume 0, and not
 * before the player's first gesture has made the AudioContext (a context made earlier would stay suspended).
 */
export function playCue(cue: Cue, volume: number, delayMs = 0): boolean {
  if (volume <= 0 || !ctx || ctx.state !== 'running') return false
  const master = ctx.createGain()
  master.gain.value = volume * 0.5
  master.connect(ctx.destination)
  VOICES[cue](ctx, master, ctx.currentTime + Math.max(0, delayMs) / 1000)
  return true
}
