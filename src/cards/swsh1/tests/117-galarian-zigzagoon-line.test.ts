import { describe, expect, it } from 'vitest'
import { E, active, bench, game, swsh1 } from './helpers'

const LINOONE = [swsh1(117), swsh1(118)]
const OBSTAGOON = [swsh1(117), swsh1(118), swsh1(119)]
const TARGET = swsh1(104)

describe('swsh1-117 Galarian Zigzagoon', () => {
  it("Headbutt Tantrum: played to the Bench, you may put 1 damage counter on 1 of the opponent's Pokémon", () => {
    const d = game({
      players: [
        { active: swsh1(114), hand: [swsh1(117)] },
        { active: TARGET, bench: [swsh1(114)] },
      ],
    })
    d.pick('Put Galarian Zigzagoon on the Bench').pick('Yes').pick('Stonjourner')
    expect(bench(d.state, 1, 0).damage).toBe(10)
    const e = game({ players: [{ active: swsh1(114), hand: [swsh1(117)] }, { active: TARGET }] })
    e.pick('Put Galarian Zigzagoon on the Bench').pick('No')
    expect(active(e.state, 1).damage).toBe(0)
  })

  it('Surprise Attack: 30 on heads, nothing on tails', () => {
    for (const heads of [true, false]) {
      const d = game({
        flips: [heads],
        players: [{ active: { card: swsh1(117), energy: [E.darkness, E.fire] } }, { active: TARGET }],
      })
      d.pick('Attack: Surprise Attack')
      expect(active(d.state, 1).damage).toBe(heads ? 30 : 0)
    }
  })
})

describe('swsh1-118 Galarian Linoone: Night Slash', () => {
  it('20 damage, then it switches with a Benched Pokémon', () => {
    const d = game({
      players: [{ active: { card: LINOONE, energy: [E.darkness] }, bench: [swsh1(114)] }, { active: TARGET }],
    })
    d.pick('Attack: Night Slash').pick('Stonjourner')
    expect(active(d.state, 1).damage).toBe(20)
    expect(d.state.cards[active(d.state, 0).stack[0]!]!.def).toBe(swsh1(114))
  })
})

describe('swsh1-119 Galarian Obstagoon', () => {
  it('Untamed Shout: evolving from the hand, you may put 3 damage counters on 1 of the opponent’s Pokémon', () => {
    const d = game({ players: [{ active: { card: LINOONE }, hand: [swsh1(119)] }, { active: TARGET }] })
    d.pick('Evolve Galarian Linoone into Galarian Obstagoon').pick('Yes').pick('Regirock V')
    expect(active(d.state, 1).damage).toBe(30)
  })

  it('Obstruct: 90 damage; next turn damage from Basic Pokémon is prevented, not from evolved ones', () => {
    const d = game({
      players: [
        { active: { card: OBSTAGOON, energy: [E.darkness, E.fire] } },
        { active: { card: TARGET, energy: [E.fighting, E.fire] } },
      ],
    })
    d.pick('Attack: Obstruct')
    expect(active(d.state, 1).damage).toBe(90)
    d.pick('Attack: Raging Hammer')
    expect(active(d.state, 0).damage).toBe(0)
    const e = game({
      players: [
        { active: { card: OBSTAGOON, energy: [E.darkness, E.fire] } },
        { active: { card: [swsh1(102), swsh1(103)], energy: [E.fire] } },
      ],
    })
    e.pick('Attack: Obstruct')
    e.pick('Attack: Psybeam')
    expect(active(e.state, 0).damage).toBe(30)
  })
})

describe('swsh1-120 Sableye V', () => {
  it('Lode Search puts a Trainer card from the discard pile into the hand', () => {
    const d = game({
      players: [
        { active: { card: swsh1(120), energy: [E.darkness] }, discard: [E.fire, 'sv3pt5-158'] },
        { active: TARGET },
      ],
    })
    d.pick('Attack: Lode Search')
    expect(d.labels()).toEqual(["Daisy's Help"])
    d.pick("Daisy's Help")
    expect(d.state.players[0].hand.map((u) => d.state.cards[u]!.def)).toEqual(['sv3pt5-158'])
  })

  it("Crazy Claws: 10 + 60 for each damage counter on the opponent's Active Pokémon", () => {
    for (const [damage, dmg] of [
      [0, 10],
      [20, 20 + 130],
    ]) {
      const d = game({
        players: [
          { active: { card: swsh1(120), energy: [E.darkness, E.darkness] } },
          { active: { card: [swsh1(115), swsh1(116)], damage } },
        ],
      })
      d.pick('Attack: Crazy Claws')
      expect(active(d.state, 1).damage).toBe(dmg)
    }
  })
})
