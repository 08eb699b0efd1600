/**
 * Crown Zenith's card sense for Sky Seal Stone's Star Order (read by card sense, src/ai/card-sense, from the card's text: no hint names it): the VSTAR Power is spent
 * only for a Knock Out it adds a Prize card to. Lives in src/sim because it needs both the AI and the card set.
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
const HATTERENE_VMAX = [crz(65), crz(66)] // 320 HP

const { firstAction } = hintProbe(db)

describe('Crown Zenith card sense: Sky Seal Stone (Star Order)', () => {
  /** Regigigas V (Hammer In, 50) with Sky Seal Stone against Hatterene VMAX with `damage`. */
  const regigigas = (damage: number) =>
    game({
      players: [
        { active: { card: crz(113), tools: [crz(143)], energy: [E.fire, E.fire] } },
        { active: { card: HATTERENE_VMAX, damage }, bench: [crz(1)] },
      ],
    }).state

  it('is used before an attack that Knocks Out the VMAX (without card sense, never)', () => {
    const s = regigigas(300)
    expect(firstAction(s)).toMatchObject({ type: 'ability', tool: expect.any(Number) })
    expect(firstAction(s, false).type).not.toBe('ability')
  })

  it('is kept when the attack does not Knock Out', () => {
    const s = regigigas(0)
    expect(s.pending!.options.some((o) => o.kind === 'action' && o.action.type === 'ability')).toBe(true)
    expect(firstAction(s).type).not.toBe('ability')
  })
})
