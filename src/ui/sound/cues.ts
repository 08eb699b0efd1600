/**
 * Which engine event makes which sound, apart from Web Audio so it can be tested. The event player plays one step
 * of events at a time (anim/queue.ts); a step makes at most a few sounds, the most telling first.
 */
import type { GameEvent } from '../../engine'

export const CUES = [
  'draw',
  'play',
  'attach',
  'attack',
  'damage',
  'knock-out',
  'coin',
  'coin-land',
  'win',
  'lose',
] as const
export type Cue = (typeof CUES)[number]

/** The sound of one event, or null for events that pass silently (shuffles, turn starts, reveals…). */
export function cueFor(e: GameEvent): Cue | null {
  switch (e.type) {
    case 'move':
      if (e.from === 'deck' && e.to === 'hand') return 'draw'
      if (e.to === 'attached') return 'attach'
      if (e.from === 'hand' && (e.to === 'active' || e.to === 'bench' || e.to === 'stadium')) return 'play'
      return null
    case 'trainer':
    case 'evolve':
    case 'stadium':
      return 'play'
    case 'attack':
      return 'attack'
    case 'damage':
      return 'damage'
    case 'knock-out':
      return 'knock-out'
    case 'coin':
      return 'coin'
    case 'game-over':
      return e.winner === 0 ? 'win' : 'lose'
    default:
      return null
  }
}

/** Louder news first: when a step holds several events, these cues win. */
const RANK: Record<Cue, number> = {
  win: 0,
  lose: 0,
  'knock-out': 1,
  coin: 2,
  'coin-land': 2,
  attack: 3,
  damage: 4,
  play: 5,
  attach: 6,
  draw: 7,
}

/** The distinct cues of a step of events, most telling first, at most `max` (a whole turn drawn at once is one "draw"). */
export function cuesForStep(events: readonly GameEvent[], max = 2): Cue[] {
  const found = new Set<Cue>()
  for (const e of events) {
    const cue = cueFor(e)
    if (cue) found.add(cue)
  }
  return [...found].sort((a, b) => RANK[a] - RANK[b]).slice(0, max)
}
