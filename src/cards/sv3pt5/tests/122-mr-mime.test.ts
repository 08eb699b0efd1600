import { describe, expect, it } from 'vitest'
import { E, active, bench, game, sv } from './helpers'

const MIME = sv(122)
const JOLTEON = { card: [sv(133), sv(135)], energy: [E.lightning] }

describe('sv3pt5-122 Mr. Mime', () => {
  for (const [mime, dmg] of [
    [[E.psychic], 0],
    [[E.psychic, E.psychic], 30],
    [[], 30],
  ] as const) {
    it(`Mimic Barrier with ${mime.length} Energy against 1: ${dmg} damage`, () => {
      const d = game({ current: 1, players: [{ active: { card: MIME, energy: [...mime] } }, { active: JOLTEON }] })
      d.pick('Attack: Linear Attack').pick('Mr. Mime')
      expect(active(d.state, 0).damage).toBe(dmg)
    })
  }

  it('Mimic Barrier works on the Bench and protects only Mr. Mime', () => {
    const d = game({
      current: 1,
      players: [
        { active: { card: sv(143), energy: [E.fire] }, bench: [{ card: MIME, energy: [E.psychic] }] },
        { active: JOLTEON },
      ],
    })
    d.pick('Attack: Linear Attack').pick('Mr. Mime')
    expect(bench(d.state, 0, 0).damage).toBe(0)
    const d2 = game({
      current: 1,
      players: [{ active: { card: sv(143), energy: [E.fire] }, bench: [MIME] }, { active: JOLTEON }],
    })
    d2.pick('Attack: Linear Attack').pick('Snorlax')
    expect(active(d2.state, 0).damage).toBe(30)
  })

  it('Psypower puts 3 damage counters, split as the player likes, ignoring Weakness', () => {
    const d = game({
      players: [{ active: { card: MIME, energy: [E.psychic] } }, { active: sv(150), bench: [sv(147)] }],
    })
    d.pick('Attack: Psypower').pick('Mewtwo').pick('Dratini').pick('Mewtwo')
    expect(active(d.state, 1).damage).toBe(20)
    expect(bench(d.state, 1, 0).damage).toBe(10)
  })

  it("Psypower's damage counters are an effect of the attack: none go on a Pokémon protected from attack effects", () => {
    // Kakuna's Cocoon Cover ("damage is not an effect") on the Bench, Pidgeot after a heads Fly (prevent-all) Active.
    const d = game({
      players: [
        { active: { card: MIME, energy: [E.psychic] } },
        {
          active: {
            card: [sv(16), sv(17), sv(18)],
            markers: [{ source: 'engine', key: 'prevent-all', untilTurn: 99, clearsOnMove: true }],
          },
          bench: [{ card: [sv(13), sv(14)] }, sv(147)],
        },
      ],
    })
    d.pick('Attack: Psypower').pick('Pidgeot').pick('Kakuna').pick('Dratini')
    expect(active(d.state, 1).damage).toBe(0)
    expect(bench(d.state, 1, 0).damage).toBe(0)
    expect(bench(d.state, 1, 1).damage).toBe(10)
  })
})
