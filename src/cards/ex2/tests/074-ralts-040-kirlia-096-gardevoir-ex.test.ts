import { describe, expect, it } from 'vitest'
import { E, active, game, menu, ss } from './helpers'

const KIRLIA = [ss(74), ss(40)]
const GARDEVOIR = [ss(74), ss(40), ss(96)]
const { psychic: P, fire: R } = E

describe('ex2-74 Ralts', () => {
  it('Hypnosis: the Defending Pokémon is now Asleep', () => {
    // Tails at Pokémon Checkup: it stays Asleep.
    const d = game({ flips: [false], players: [{ active: { card: ss(74), energy: [R] } }, { active: 'base1-3' }] })
    d.pick('Attack: Hypnosis')
    expect(active(d.state, 1).conditions.rotation).toBe('asleep')
  })

  for (const n of [0, 1, 3])
    it(`Psychic Boom: 10 for each Energy on the Defending Pokémon (${n})`, () => {
      const d = game({
        players: [
          { active: { card: ss(74), energy: [P] } },
          { active: { card: 'base1-2', energy: Array<string>(n).fill(E.water) } },
        ],
      })
      d.pick('Attack: Psychic Boom')
      expect(active(d.state, 1).damage).toBe(10 * n)
    })
})

describe('ex2-40 Kirlia', () => {
  for (const heads of [true, false])
    it(`Psyshock: 20${heads ? ', Paralyzed on heads' : ''}`, () => {
      const d = game({ flips: [heads], players: [{ active: { card: KIRLIA, energy: [P, R] } }, { active: 'base1-2' }] })
      d.pick('Attack: Psyshock')
      expect(active(d.state, 1).damage).toBe(20)
      expect(active(d.state, 1).conditions.rotation).toBe(heads ? 'paralyzed' : null)
    })

  for (const [theirs, damage] of [
    [3, 60],
    [2, 30],
    [4, 30],
  ] as const)
    it(`Link Blast: ${damage} when the Defending Pokémon has ${theirs} Energy and Kirlia 3`, () => {
      const d = game({
        players: [
          { active: { card: KIRLIA, energy: [P, R, R] } },
          { active: { card: 'base1-2', energy: Array<string>(theirs).fill(E.water) } },
        ],
      })
      d.pick('Attack: Link Blast')
      expect(active(d.state, 1).damage).toBe(damage)
    })
})

describe('ex2-96 Gardevoir ex', () => {
  it('evolves from Kirlia', () => {
    const d = game({ players: [{ active: { card: KIRLIA }, hand: [ss(96)] }, { active: 'base1-3' }] })
    expect(menu(d)).toContain('Evolve Kirlia into Gardevoir ex')
  })

  for (const n of [0, 4])
    it(`Feedback: a damage counter for each card in the opponent's hand (${n})`, () => {
      const d = game({
        players: [
          { active: { card: GARDEVOIR, energy: [P, R] } },
          { active: 'base1-3', hand: Array<string>(n).fill(E.water) },
        ],
      })
      d.pick('Attack: Feedback')
      expect(active(d.state, 1).damage).toBe(10 * n)
    })

  it('Feedback ignores Weakness and Resistance: Chansey resists Psychic, the counters still go on', () => {
    const d = game({
      players: [{ active: { card: GARDEVOIR, energy: [P, R] } }, { active: 'base1-3', hand: [E.water, E.water] }],
    })
    d.pick('Attack: Feedback')
    expect(active(d.state, 1).damage).toBe(20)
  })

  it('Psystorm: 10 for each Energy attached to every Pokémon in play, both sides', () => {
    const d = game({
      players: [
        { active: { card: GARDEVOIR, energy: [P, R, R, R] }, bench: [{ card: ss(74), energy: [P] }] },
        { active: { card: 'base1-2', energy: [E.water, E.water] }, bench: [{ card: ss(75), energy: [R] }] },
      ],
    })
    d.pick('Attack: Psystorm')
    expect(active(d.state, 1).damage).toBe(80)
  })
})
