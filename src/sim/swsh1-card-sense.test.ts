/**
 * Sword & Shield's card sense (read by card sense, src/ai/card-sense, from the card's text: no hint names it) change what the heuristic policy plays where its defaults
 * misjudge a card: the same position with and without card sense. Lives in src/sim because it needs both the AI
 * and the card set (src/ai may not import src/cards).
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
const ssh = (n: number) => `swsh1-${n}`
const MACHOP = 'base1-52'
const SNORLAX = 'sv3pt5-143'

const { firstAction, played } = hintProbe(db)

describe('Sword & Shield card sense', () => {
  it('Rotom Bike (it ends the turn) is not played with a full hand, and is with an empty one and a deck to draw from', () => {
    const hand = [ssh(181), ssh(85), ssh(85), ssh(85), ssh(85)] // Gengar cannot be played here
    const full = game({
      players: [{ active: MACHOP, hand }, { active: SNORLAX }],
    }).state
    expect(played(firstAction(full), full)).not.toBe('Rotom Bike')
    const empty = game({
      players: [{ active: MACHOP, hand: [ssh(181)], deck: fill(20, E.fire) }, { active: SNORLAX }],
    }).state
    expect(played(firstAction(empty), empty)).toBe('Rotom Bike')
  })

  it('Potion waits for a Pokémon with damage to heal', () => {
    const spec = (damage: number) =>
      game({
        players: [{ active: { card: MACHOP, energy: [E.fighting], damage }, hand: [ssh(177)] }, { active: SNORLAX }],
      }).state
    const unhurt = spec(0)
    expect(played(firstAction(unhurt), unhurt)).not.toBe('Potion')
    const hurt = spec(40)
    expect(played(firstAction(hurt), hurt)).toBe('Potion')
  })

  it('Great Ball (a search) is not played from a thin deck: it would only bring the deck-out closer', () => {
    const spec = (deckSize: number) =>
      game({
        players: [
          { active: { card: MACHOP, energy: [E.fighting] }, hand: [ssh(164)], deck: fill(deckSize, E.fire) },
          { active: SNORLAX },
        ],
      }).state
    const thick = spec(20)
    expect(played(firstAction(thick), thick)).toBe('Great Ball')
    const thin = spec(7)
    expect(played(firstAction(thin), thin)).not.toBe('Great Ball')
    expect(played(firstAction(thin, false), thin)).toBe('Great Ball') // without card sense: any Item, any time
  })

  it('Ultra Ball pays its two cards only from a hand that keeps as many again', () => {
    const spec = (spare: number) => {
      const hand = ['swsh12pt5-146', ...fill(spare, ssh(85))] // Gengar cannot be played here
      return game({
        players: [
          { active: { card: MACHOP, energy: [E.fighting] }, hand, deck: fill(20, E.fire) },
          { active: SNORLAX },
        ],
      }).state
    }
    const short = spec(2)
    expect(played(firstAction(short), short)).not.toBe('Ultra Ball')
    const big = spec(4)
    expect(played(firstAction(big), big)).toBe('Ultra Ball')
  })

  it("Gengar's Life Shaker (moving damage counters about) is never used", () => {
    const s = game({
      players: [{ active: { card: [ssh(83), ssh(84), ssh(85)], damage: 30 }, bench: [ssh(83)] }, { active: SNORLAX }],
    }).state
    expect(s.pending!.options.some((o) => o.kind === 'action' && o.action.type === 'ability')).toBe(true)
    expect(firstAction(s).type).not.toBe('ability')
  })
})
