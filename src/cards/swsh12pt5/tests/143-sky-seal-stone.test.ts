import { describe, expect, it } from 'vitest'
import type { SideSpec } from '../../../engine/testing/scenario'
import { takePrizes } from '../../../engine/testing/menu'
import { E, crz, game } from './helpers'

const STONE = crz(143)
const STAR_ORDER = 'Use Star Order (Sky Seal Stone)'
const REGIGIGAS_V = crz(113) // a Basic Pokémon V: Hammer In [C][C] 50
const HATTERENE_VMAX = [crz(65), crz(66)] // 320 HP, 3 Prize cards
const LEAFEON_VSTAR = [crz(13), crz(14)] // 260 HP, 2 Prize cards
const CHARIZARD_V = crz(18) // a Pokémon V (not VSTAR or VMAX): 220 HP, 2 Prize cards
const ODDISH = crz(1) // 60 HP, 1 Prize card
const DURALUDON_VMAX = [crz(103), crz(104)] // G-Max Pulverization [F][M][M] 220
const AGGRON = [crz(87), crz(88), crz(89)] // a Stage 2: Heavy Impact [M][M][C][C] 180
const INTELEON_V = 'swsh2-49' // a Basic Pokémon V: Snipe Shot [W], 40 damage to any 1 of the opponent's Pokémon
const CHARIZARD_VSTAR = [crz(18), crz(19)] // Star Blaze [R][R][R][C] 320, a VSTAR Power attack
const C2 = [E.fire, E.fire]

/** Left HP 20 or less: any attack here Knocks it Out. */
const nearlyOut = (card: string | string[], hp: number) => ({ card, damage: hp - 20 })
const regigigas = { card: REGIGIGAS_V, tools: [STONE], energy: C2 }

function start(me: SideSpec, oppActive: { card: string | string[]; damage: number }, oppBench: SideSpec['bench'] = []) {
  return game({ players: [me, { active: oppActive, bench: [ODDISH, ...oppBench] }] })
}

describe('swsh12pt5-143 Sky Seal Stone: Star Order', () => {
  it("a Basic Pokémon V's attack Knocking Out the opponent's Active VMAX this turn: 1 more Prize card (4)", () => {
    const d = start({ active: regigigas }, nearlyOut(HATTERENE_VMAX, 320))
    d.pick(STAR_ORDER).pick('Attack: Hammer In')
    expect(takePrizes(d)).toBe(4)
  })

  it("… the opponent's Active VSTAR: 1 more Prize card (3)", () => {
    const d = start({ active: regigigas }, nearlyOut(LEAFEON_VSTAR, 260))
    d.pick(STAR_ORDER).pick('Attack: Hammer In')
    expect(takePrizes(d)).toBe(3)
  })

  it('without Star Order, the usual Prize cards (3 for the VMAX)', () => {
    const d = start({ active: regigigas }, nearlyOut(HATTERENE_VMAX, 320)).pick('Attack: Hammer In')
    expect(takePrizes(d)).toBe(3)
  })

  it('no more Prize cards for an Active that is not a VSTAR or VMAX (a Pokémon V: 2; a Basic Pokémon: 1)', () => {
    const v = start({ active: regigigas }, nearlyOut(CHARIZARD_V, 220))
    v.pick(STAR_ORDER).pick('Attack: Hammer In')
    expect(takePrizes(v)).toBe(2)
    const basic = start({ active: regigigas }, nearlyOut(ODDISH, 60))
    basic.pick(STAR_ORDER).pick('Attack: Hammer In')
    expect(takePrizes(basic)).toBe(1)
  })

  it('no more Prize cards for a Benched VMAX Knocked Out by a Basic Pokémon V’s attack', () => {
    const me = { active: { card: INTELEON_V, energy: [E.water] }, bench: [{ card: REGIGIGAS_V, tools: [STONE] }] }
    const d = start(me, { card: ODDISH, damage: 0 }, [nearlyOut(HATTERENE_VMAX, 320)])
    d.pick(STAR_ORDER).pick('Attack: Snipe Shot').pick('Hatterene VMAX')
    expect(takePrizes(d)).toBe(3)
  })

  it('only this turn: a Knock Out during the next turn gives the usual Prize cards', () => {
    const d = start({ active: regigigas }, nearlyOut(HATTERENE_VMAX, 320))
    d.pick(STAR_ORDER).pick('End turn').pick('End turn').pick('Attack: Hammer In')
    expect(takePrizes(d)).toBe(3)
  })

  it('no more Prize cards when the attacker is a VMAX or a Stage 2, not a Basic Pokémon V', () => {
    const vmax = start(
      { active: { card: DURALUDON_VMAX, tools: [STONE], energy: [E.fighting, E.metal, E.metal] } },
      nearlyOut(HATTERENE_VMAX, 320),
    )
    vmax.pick(STAR_ORDER).pick('Attack: G-Max Pulverization')
    expect(takePrizes(vmax)).toBe(3)
    const stage2 = start(
      {
        active: { card: AGGRON, energy: [E.metal, E.metal, E.fire, E.fire] },
        bench: [{ card: REGIGIGAS_V, tools: [STONE] }],
      },
      nearlyOut(HATTERENE_VMAX, 320),
    )
    stage2.pick(STAR_ORDER).pick('Attack: Heavy Impact')
    expect(takePrizes(stage2)).toBe(3)
  })

  it('the Pokémon V need not be the attacker: the effect is on the player', () => {
    const me = { active: { card: REGIGIGAS_V, energy: C2 }, bench: [{ card: CHARIZARD_V, tools: [STONE] }] }
    const d = start(me, nearlyOut(HATTERENE_VMAX, 320))
    d.pick(STAR_ORDER).pick('Attack: Hammer In')
    expect(takePrizes(d)).toBe(4)
  })

  it('is not offered on a Pokémon that is not a Pokémon V', () => {
    const d = start({ active: { card: ODDISH, tools: [STONE] } }, nearlyOut(HATTERENE_VMAX, 320))
    expect(d.labels()).not.toContain(STAR_ORDER)
    expect(start({ active: regigigas }, nearlyOut(HATTERENE_VMAX, 320)).labels()).toContain(STAR_ORDER)
  })

  it("spends the player's VSTAR Power: then Star Blaze is refused for the rest of the game", () => {
    const me = { active: { card: CHARIZARD_VSTAR, tools: [STONE], energy: [E.fire, E.fire, E.fire, E.fire] } }
    const d = start(me, { card: ODDISH, damage: 0 })
    expect(d.labels()).toContain('Attack: Star Blaze')
    d.pick(STAR_ORDER)
    expect(d.state.players[0].vstarUsed).toBe(true)
    expect(d.labels()).not.toContain('Attack: Star Blaze')
    expect(d.labels()).not.toContain(STAR_ORDER)
  })

  it('is refused once the player used another VSTAR Power (Star Blaze)', () => {
    const me = { active: { card: CHARIZARD_VSTAR, tools: [STONE], energy: [E.fire, E.fire, E.fire, E.fire] } }
    const d = start(me, { card: ODDISH, damage: 0 })
    d.pick('Attack: Star Blaze')
    takePrizes(d)
    d.pick('End turn')
    expect(d.state.current).toBe(0)
    expect(d.labels()).not.toContain(STAR_ORDER)
  })
})
