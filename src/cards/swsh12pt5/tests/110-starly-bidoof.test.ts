import { describe, expect, it } from 'vitest'
import { E, active, bench, crz, game } from './helpers'

const LAPRAS = 'swsh1-48' // 130 HP, weak to Lightning only

describe('swsh12pt5-110 Starly and swsh12pt5-111 Bidoof: "if tails, this attack does nothing"', () => {
  for (const [who, card, attack] of [
    ['Starly', crz(110), 'Claw'],
    ['Bidoof', crz(111), 'Hyper Fang'],
  ] as const)
    for (const heads of [true, false])
      it(`${who}'s ${attack}: ${heads ? '30 on heads' : 'nothing on tails'}`, () => {
        const d = game({
          flips: [heads],
          players: [{ active: { card, energy: [E.fire, E.fire] } }, { active: LAPRAS }],
        })
        d.pick(`Attack: ${attack}`)
        expect(active(d.state, 1).damage).toBe(heads ? 30 : 0)
      })
})

describe('swsh12pt5-111 Bidoof: Carefree Countenance', () => {
  // Dubwool's Overhead Throw does 10 damage to one of its owner's own Benched Pokémon.
  function overheadThrowAt(target: 'Bidoof' | 'Yungoos') {
    const d = game({
      players: [
        { active: { card: [crz(121), crz(122)], energy: [E.fire] }, bench: [crz(111), crz(117)] },
        { active: LAPRAS },
      ],
    })
    return d.pick('Attack: Overhead Throw').pick(target)
  }

  it("prevents damage from its own player's attack while it is on the Bench", () => {
    const d = overheadThrowAt('Bidoof')
    expect(bench(d.state, 0, 0).damage).toBe(0)
    expect(active(d.state, 1).damage).toBe(40)
  })

  it('protects only itself: another Benched Pokémon takes the damage', () => {
    expect(bench(overheadThrowAt('Yungoos').state, 0, 1).damage).toBe(10)
  })

  it("prevents damage from the opponent's attack while it is on the Bench", () => {
    // Mandibuzz's Blindside does 100 damage to any of its opponent's Pokémon that has damage counters on it.
    const d = game({
      current: 1,
      players: [
        { active: crz(109), bench: [{ card: crz(111), damage: 10 }] },
        { active: { card: ['swsh2-119', 'swsh2-120'], energy: [E.darkness, E.darkness] } },
      ],
    })
    d.pick('Attack: Blindside').pick('Bidoof')
    expect(bench(d.state, 0, 0).damage).toBe(10)
  })

  it('does not protect it in the Active Spot', () => {
    const d = game({
      current: 1,
      players: [{ active: crz(111) }, { active: { card: crz(117), energy: [E.fire] } }],
    })
    d.pick('Attack: Sharp Fang')
    expect(active(d.state, 0).damage).toBe(20)
  })
})
