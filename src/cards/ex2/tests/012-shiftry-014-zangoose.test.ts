import { describe, expect, it } from 'vitest'
import { E, active, energyOf, game, menu, pile, ss } from './helpers'

const SHIFTRY = [ss(77), ss(49), ss(12)]
const CHANSEY = 'base1-3' // 120 HP, weak to Fighting only
const { grass: G, fire: R, water: W } = E

describe('ex2-12 Shiftry', () => {
  it("Fan Away, heads: the chosen Energy card on the opponent's Active Pokémon goes back into their hand", () => {
    const d = game({
      flips: [true],
      players: [{ active: { card: SHIFTRY } }, { active: { card: CHANSEY, energy: [W, R] } }],
    })
    d.pick('Use Fan Away').pick('Water Energy')
    expect(energyOf(d.state, active(d.state, 1))).toEqual([R])
    expect(pile(d.state, 1, 'hand')).toEqual([W])
  })

  it('Fan Away, tails: nothing; once a turn; not without Energy there, nor under a Special Condition', () => {
    const d = game({
      flips: [false],
      players: [{ active: { card: SHIFTRY } }, { active: { card: CHANSEY, energy: [W] } }],
    })
    d.pick('Use Fan Away')
    expect(energyOf(d.state, active(d.state, 1))).toEqual([W])
    expect(menu(d)).not.toContain('Use Fan Away')
    expect(menu(game({ players: [{ active: { card: SHIFTRY } }, { active: CHANSEY }] }))).not.toContain('Use Fan Away')
    const poisoned = game({
      players: [{ active: { card: SHIFTRY, conditions: ['poisoned'] } }, { active: { card: CHANSEY, energy: [W] } }],
    })
    expect(menu(poisoned)).not.toContain('Use Fan Away')
  })

  it('Light Touch Throw: 80 minus 10 for each Energy attached to the Defending Pokémon', () => {
    const energy = [G, G, R, R]
    const bare = game({ players: [{ active: { card: SHIFTRY, energy } }, { active: CHANSEY }] })
    bare.pick('Attack: Light Touch Throw')
    expect(active(bare.state, 1).damage).toBe(80)
    const three = game({
      players: [{ active: { card: SHIFTRY, energy } }, { active: { card: CHANSEY, energy: [W, W, W] } }],
    })
    three.pick('Attack: Light Touch Throw')
    expect(active(three.state, 1).damage).toBe(50)
  })
})

describe('ex2-49 Nuzleaf, ex2-77 Seedot', () => {
  for (const heads of [true, false])
    it(`Stun Spore, ${heads ? 'heads' : 'tails'}: 20${heads ? ', Paralyzed' : ''}`, () => {
      const d = game({
        flips: [heads],
        players: [{ active: { card: [ss(77), ss(49)], energy: [G, R] } }, { active: CHANSEY }],
      })
      d.pick('Attack: Stun Spore')
      expect(active(d.state, 1).damage).toBe(20)
      expect(active(d.state, 1).conditions.rotation).toBe(heads ? 'paralyzed' : null)
    })

  for (const heads of [true, false])
    it(`Razor Wind, ${heads ? 'heads: 60' : 'tails: nothing'}`, () => {
      const d = game({
        flips: [heads],
        players: [{ active: { card: [ss(77), ss(49)], energy: [R, R, R] } }, { active: CHANSEY }],
      })
      d.pick('Attack: Razor Wind')
      expect(active(d.state, 1).damage).toBe(heads ? 60 : 0)
    })

  it('Seedot: Tackle does 10', () => {
    const d = game({ players: [{ active: { card: ss(77), energy: [R] } }, { active: CHANSEY }] })
    d.pick('Attack: Tackle')
    expect(active(d.state, 1).damage).toBe(10)
  })
})

describe('ex2-14 Zangoose', () => {
  it("Poison Resistance: Zangoose can't be Poisoned", () => {
    const d = game({ players: [{ active: { card: ss(11), energy: [G] } }, { active: ss(14) }] })
    d.pick('Attack: Deadly Poison').pick('Yes')
    expect(active(d.state, 1).conditions.poisoned).toBe(false)
  })

  it('Target Slash: 10, or 40 against Seviper', () => {
    const plain = game({ players: [{ active: { card: ss(14), energy: [R] } }, { active: CHANSEY }] })
    plain.pick('Attack: Target Slash')
    expect(active(plain.state, 1).damage).toBe(10)
    const seviper = game({ players: [{ active: { card: ss(14), energy: [R] } }, { active: ss(11) }] })
    seviper.pick('Attack: Target Slash')
    expect(active(seviper.state, 1).damage).toBe(40)
  })

  it('Super Slash: 30, or 60 against an Evolved Pokémon', () => {
    const energy = [R, R, R]
    const basic = game({ players: [{ active: { card: ss(14), energy } }, { active: CHANSEY }] })
    basic.pick('Attack: Super Slash')
    expect(active(basic.state, 1).damage).toBe(30)
    const evolved = game({ players: [{ active: { card: ss(14), energy } }, { active: { card: [ss(77), ss(49)] } }] })
    evolved.pick('Attack: Super Slash')
    expect(active(evolved.state, 1).damage).toBe(60)
  })
})
