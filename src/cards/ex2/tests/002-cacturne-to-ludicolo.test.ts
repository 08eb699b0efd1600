/** ex2-2 Cacturne, ex2-4 Dusclops, ex2-5 Flareon, ex2-6 Jolteon, ex2-7 Ludicolo. */
import { describe, expect, it } from 'vitest'
import { E, active, bench, energyOf, game, pile, ss } from './helpers'

const BLASTOISE = 'base1-2' // weak to Lightning
const CHANSEY = 'base1-3' // 120 HP, weak to Fighting only
const { fire: R, water: W, lightning: L, psychic: P } = E

describe('ex2-2 Cacturne', () => {
  it('Feint Attack does 40 to the chosen Pokémon, without Weakness (or effects on it)', () => {
    const d = game({
      players: [
        { active: { card: [ss(57), ss(2)], energy: [R, R, R] } },
        { active: { card: 'base1-5' }, bench: [ss(75)] },
      ],
    })
    d.pick('Attack: Feint Attack').pick('Sandshrew')
    expect(bench(d.state, 1, 0).damage).toBe(40)
    expect(active(d.state, 1).damage).toBe(0)
  })
  it('Feint Attack on the Active Pokémon ignores its Weakness', () => {
    // Sandshrew (ex2-75) is weak to Grass: Cacturne's 40 stays 40.
    const d = game({ players: [{ active: { card: [ss(57), ss(2)], energy: [R, R, R] } }, { active: ss(75) }] })
    d.pick('Attack: Feint Attack').pick('Sandshrew')
    expect(pile(d.state, 1, 'discard')).toEqual([])
    expect(active(d.state, 1).damage).toBe(40)
  })
})

describe('ex2-4 Dusclops', () => {
  for (const [flips, out] of [
    [[true, true], true],
    [[true, false], false],
  ] as const)
    it(`Judgement: ${out ? 'two heads Knock Out' : 'otherwise nothing happens to'} the Defending Pokémon`, () => {
      const d = game({
        flips: [...flips],
        players: [{ active: { card: ss(4), energy: [P, R] } }, { active: BLASTOISE, bench: [ss(75)] }],
      })
      d.pick('Attack: Judgement')
      expect(pile(d.state, 1, 'discard').includes(BLASTOISE)).toBe(out)
    })
  it('Random Curse puts 5 damage counters on the Defending Pokémon', () => {
    const d = game({ players: [{ active: { card: ss(4), energy: [P, R, R] } }, { active: BLASTOISE }] })
    d.pick('Attack: Random Curse')
    expect(active(d.state, 1).damage).toBe(50)
  })
})

describe('ex2-5 Flareon', () => {
  for (const heads of [true, false])
    it(`Super Singe does 20${heads ? ' and Burns' : ''}`, () => {
      const d = game({ flips: [heads], players: [{ active: { card: ss(5), energy: [R, R] } }, { active: BLASTOISE }] })
      d.pick('Attack: Super Singe')
      expect(active(d.state, 1).damage).toBe(20)
      expect(active(d.state, 1).conditions.burned).toBe(heads)
    })
  it('Flamethrower does 70 and discards a Fire Energy card', () => {
    const d = game({ players: [{ active: { card: ss(5), energy: [R, W, W, W] } }, { active: BLASTOISE }] })
    d.pick('Attack: Flamethrower')
    expect(active(d.state, 1).damage).toBe(70)
    expect(energyOf(d.state, active(d.state, 0))).toEqual([W, W, W])
  })
})

describe('ex2-6 Jolteon', () => {
  it('Double Kick: 20 for each heads', () => {
    const d = game({ flips: [true, true], players: [{ active: { card: ss(6), energy: [R, R] } }, { active: ss(75) }] })
    d.pick('Attack: Double Kick')
    expect(active(d.state, 1).damage).toBe(40)
  })
  it('Lightning Strike: discarding all Lightning Energy makes it 70', () => {
    const d = game({ players: [{ active: { card: ss(6), energy: [L, L, R] } }, { active: CHANSEY }] })
    d.pick('Attack: Lightning Strike').pick('Yes')
    expect(active(d.state, 1).damage).toBe(70)
    expect(energyOf(d.state, active(d.state, 0))).toEqual([R])
  })
  it('Lightning Strike keeping the Energy does 40', () => {
    const d = game({ players: [{ active: { card: ss(6), energy: [L, L, R] } }, { active: CHANSEY }] })
    d.pick('Attack: Lightning Strike').pick('No')
    expect(active(d.state, 1).damage).toBe(40)
    expect(energyOf(d.state, active(d.state, 0))).toHaveLength(3)
  })
})

describe('ex2-7 Ludicolo, Hydro Punch', () => {
  for (const [water, damage] of [
    [1, 50],
    [3, 70],
    [5, 70],
  ] as const)
    it(`with ${water} Water Energy and 2 Fire: ${damage}`, () => {
      const energy = [...Array<string>(water).fill(W), R, R]
      const d = game({ players: [{ active: { card: ss(7), energy } }, { active: CHANSEY }] })
      d.pick('Attack: Hydro Punch')
      expect(active(d.state, 1).damage).toBe(damage)
    })
})
