import { describe, expect, it } from 'vitest'
import { movesOf } from '../../../engine/testing/events'
import { E, active, game, pile, ss, stackOf } from './helpers'

const WALLYS_TRAINING = ss(89) // a Supporter
const BIRCH = 'ex1-89' // Professor Birch, a Supporter: draw until you have 6 cards in your hand
const CHANSEY = 'base1-3' // 120 HP, weak to Fighting only

describe('ex2-9 Mawile', () => {
  it('Scam: the opponent shuffles the chosen Supporter card from their hand into their deck and draws a card', () => {
    const d = game({
      players: [{ active: { card: ss(9), energy: [E.fire] } }, { active: CHANSEY, hand: [WALLYS_TRAINING, E.water] }],
    })
    d.pick('Attack: Scam')
    expect(d.labels()).toEqual(["Wally's Training"])
    d.pick("Wally's Training")
    const toDeck = movesOf(d.events, 'hand', 'deck')
    expect(toDeck.map((e) => e.card?.def)).toEqual([WALLYS_TRAINING])
    // Their hand: Water Energy, the card Scam gave them and the card of their turn's draw.
    expect(pile(d.state, 1, 'hand')).toHaveLength(3)
  })

  it('Scam may leave the hand as it is', () => {
    const d = game({
      players: [{ active: { card: ss(9), energy: [E.fire] } }, { active: CHANSEY, hand: [WALLYS_TRAINING] }],
    })
    d.pick('Attack: Scam').pickIndices([])
    expect(movesOf(d.events, 'hand', 'deck')).toEqual([])
    expect(pile(d.state, 1, 'hand')).toContain(WALLYS_TRAINING)
  })

  it('Metal Hook may first switch in a Benched Pokémon and does 20 to the new Defending Pokémon', () => {
    const d = game({
      players: [{ active: { card: ss(9), energy: [E.metal, E.fire] } }, { active: CHANSEY, bench: [ss(85)] }],
    })
    d.pick('Attack: Metal Hook').pick('Zigzagoon')
    expect(stackOf(d.state, active(d.state, 1))).toEqual([ss(85)])
    expect(active(d.state, 1).damage).toBe(20)
  })

  it('Metal Hook without a switch does 20 to the Defending Pokémon', () => {
    const d = game({
      players: [{ active: { card: ss(9), energy: [E.metal, E.fire] } }, { active: CHANSEY, bench: [ss(85)] }],
    })
    d.pick('Attack: Metal Hook').pickIndices([])
    expect(stackOf(d.state, active(d.state, 1))).toEqual([CHANSEY])
    expect(active(d.state, 1).damage).toBe(20)
  })
})

describe('ex2-9 Mawile: Metal Hook against Protective Dust (ex1-6 Dustox)', () => {
  // Protective Dust keeps every effect of the opponent's attacks but damage off Dustox; being switched out of the
  // Active Spot is one (docs/rulings/abilities-and-attack-effects.md). The damage still goes to Dustox.
  it('an Active Dustox is not switched out: no question, and the 20 damage goes to Dustox', () => {
    const d = game({
      players: [{ active: { card: ss(9), energy: [E.metal, E.fire] } }, { active: 'ex1-6', bench: [ss(85)] }],
    })
    d.pick('Attack: Metal Hook')
    expect(d.decision.seat).toBe(1)
    expect(stackOf(d.state, active(d.state, 1))).toEqual(['ex1-6'])
    expect(active(d.state, 1).damage).toBe(20)
  })
})

describe('ex2-10 Sableye', () => {
  it("Supernatural uses the effect of a Supporter card in the opponent's hand; the card stays there", () => {
    const d = game({
      players: [
        { active: { card: ss(10), energy: [E.fire] }, deck: Array<string>(10).fill(E.water) },
        { active: CHANSEY, hand: [BIRCH] },
      ],
    })
    d.pick('Attack: Supernatural').pick('Professor Birch')
    expect(pile(d.state, 0, 'hand')).toHaveLength(6)
    expect(pile(d.state, 1, 'hand')).toContain(BIRCH)
  })

  it('Supernatural may use nothing', () => {
    const d = game({ players: [{ active: { card: ss(10), energy: [E.fire] } }, { active: CHANSEY, hand: [BIRCH] }] })
    d.pick('Attack: Supernatural').pickIndices([])
    expect(pile(d.state, 0, 'hand')).toEqual([])
  })

  it('Dark Bind: 20, and discarding a Darkness Energy card Paralyzes the Defending Pokémon', () => {
    const DARKNESS = 'ex1-93'
    const d = game({ players: [{ active: { card: ss(10), energy: [DARKNESS, E.fire] } }, { active: CHANSEY }] })
    d.pick('Attack: Dark Bind').pick('Yes')
    expect(active(d.state, 1).conditions.rotation).toBe('paralyzed')
    expect(pile(d.state, 0, 'discard')).toEqual([DARKNESS])
    const keep = game({ players: [{ active: { card: ss(10), energy: [DARKNESS, E.fire] } }, { active: CHANSEY }] })
    keep.pick('Attack: Dark Bind').pick('No')
    expect(active(keep.state, 1).conditions.rotation).toBeNull()
  })
})
