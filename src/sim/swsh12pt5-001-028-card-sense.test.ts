/**
 * Crown Zenith's card sense for cards 1–28 (read by card sense, src/ai/card-sense, from the card's text: no hint names it): the same position with and without
 * card sense. Lives in src/sim because it needs both the AI and the card set (src/ai may not import src/cards).
 */
import { describe, expect, it } from 'vitest'
import { createEngine } from '../engine'
import { fill, harness } from '../engine/testing/harness'
import { cardDb } from '../cards/registry'
import { SV_ENERGY as E } from '../cards/sve'
import { hintProbe } from './hint-probe'

const db = cardDb()
const engine = createEngine(db)
const filler = fill(6, E.fire)
const { game } = harness(engine, { rules: 'swsh', deck: filler, prizes: filler })
const crz = (n: number) => `swsh12pt5-${n}`
const SNORLAX_VMAX = { card: ['swsh1-141', 'swsh1-142'] }

const { firstAction } = hintProbe(db)

describe('Crown Zenith card sense (1–28)', () => {
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
    expect(firstAction(s).type).not.toBe('ability')
  })

  it('Ivy Star is used to bring up a Pokémon V that Leaf Guard then Knocks Out (without card sense, never)', () => {
    const s = leafeon([crz(7), { card: 'swsh1-141', damage: 100 }])
    expect(firstAction(s).type).toBe('ability')
    // Without card sense the policy keeps every VSTAR Power Ability (no reading calls the moment).
    expect(firstAction(s, false).type).not.toBe('ability')
  })
})
