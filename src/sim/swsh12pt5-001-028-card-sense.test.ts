/**
 * Crown Zenith's AI hints for cards 1–28 (src/cards/swsh12pt5/ai-hints.ts): the same position with and without the
 * set's hints. Lives in src/sim because it needs both the AI and the card set (src/ai may not import src/cards).
 */
import { describe, expect, it } from 'vitest'
import { createEngine } from '../engine'
import { fill, harness } from '../engine/testing/harness'
import { cardDb } from '../cards/registry'
import { AI_HINTS } from '../cards/swsh12pt5/ai-hints'
import { SV_ENERGY as E } from '../cards/sve'
import type { Hints } from '../ai/heuristic/policy'
import { hintProbe } from './hint-probe'

const db = cardDb()
const engine = createEngine(db)
const filler = fill(6, E.fire)
const { game } = harness(engine, { rules: 'swsh', deck: filler, prizes: filler })
const crz = (n: number) => `swsh12pt5-${n}`
const SNORLAX_VMAX = { card: ['swsh1-141', 'swsh1-142'] }

const { firstAction } = hintProbe(db)
const withHints: Hints = [AI_HINTS]

describe('Crown Zenith AI hints (1–28)', () => {
  /** Leafeon VSTAR ready to attack (Leaf Guard, 180) against Snorlax VMAX, with this opponent's Bench. */
  const leafeon = (bench: (string | { card: string; damage: number })[]) =>
    game({
      players: [
        { active: { card: [crz(13), crz(14)], energy: [E.grass, E.grass, E.fire] } },
        { active: SNORLAX_VMAX, bench },
      ],
    }).state

  it('Ivy Star (VSTAR Power) is kept when the Benched Pokémon it would bring up is worth only 1 Prize card', () => {
    const s = leafeon([crz(7)])
    expect(s.pending!.options.some((o) => o.kind === 'action' && o.action.type === 'ability')).toBe(true)
    expect(firstAction(s, withHints).type).not.toBe('ability')
  })

  it('Ivy Star is used to bring up a Pokémon V that Leaf Guard then Knocks Out (without the hint, never)', () => {
    const s = leafeon([crz(7), { card: 'swsh1-141', damage: 100 }])
    expect(firstAction(s, withHints).type).toBe('ability')
    // The policy's default keeps every VSTAR Power Ability for its hint to call the moment.
    expect(firstAction(s).type).not.toBe('ability')
  })
})
