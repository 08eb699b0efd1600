import { describe, expect, it } from 'vitest'
import { E, active, bench, crz, engine, game, pile, top } from './helpers'

const SNORLAX_V = 'swsh1-141' // 220 HP, Weakness Fighting
const LAPRAS_V = 'swsh1-49' // 210 HP, Weakness Lightning
const TORKOAL_V = 'swsh1-24' // 210 HP
const AIR_BALLOON = 'swsh1-156' // a Pokémon Tool
const GREAT_BALL = 'swsh1-164'
const HOP = 'swsh1-165'

describe('swsh12pt5-40 Shinx', () => {
  it('Thunder Jolt: 30, and 10 to itself', () => {
    const d = game({ players: [{ active: { card: crz(40), energy: [E.lightning] } }, { active: SNORLAX_V }] })
    d.pick('Attack: Thunder Jolt')
    expect(active(d.state, 1).damage).toBe(30)
    expect(active(d.state, 0).damage).toBe(10)
  })
})

describe('swsh12pt5-41 Luxio (Rapid Strike)', () => {
  it('evolves from either Shinx', () => {
    for (const shinx of [crz(39), crz(40)]) {
      const d = game({ players: [{ active: shinx, hand: [crz(41)] }, { active: SNORLAX_V }] })
      d.pick('Evolve Shinx into Luxio')
      expect(top(d.state, active(d.state, 0))).toBe(crz(41))
    }
  })

  it('Jumping Kick: 30 to a chosen Pokémon, no Weakness on the Bench, Weakness on the Active', () => {
    const benched = game({
      players: [
        { active: { card: [crz(39), crz(41)], energy: [E.lightning] } },
        { active: SNORLAX_V, bench: [LAPRAS_V] },
      ],
    })
    benched.pick('Attack: Jumping Kick').pick('Lapras V')
    expect(bench(benched.state, 1, 0).damage).toBe(30)
    expect(active(benched.state, 1).damage).toBe(0)

    const act = game({
      players: [
        { active: { card: [crz(39), crz(41)], energy: [E.lightning] } },
        { active: LAPRAS_V, bench: [SNORLAX_V] },
      ],
    })
    act.pick('Attack: Jumping Kick').pick('Lapras V')
    expect(active(act.state, 1).damage).toBe(60)
  })
})

describe('swsh12pt5-42 Luxio', () => {
  it("Shorting Spark: 90 to each of the opponent's Pokémon with a Pokémon Tool, none to the others", () => {
    const d = game({
      players: [
        { active: { card: [crz(40), crz(42)], energy: [E.lightning] } },
        {
          active: { card: LAPRAS_V, tools: [AIR_BALLOON] },
          bench: [{ card: SNORLAX_V, tools: [AIR_BALLOON] }, TORKOAL_V],
        },
      ],
    })
    d.pick('Attack: Shorting Spark')
    expect(active(d.state, 1).damage).toBe(180) // Weakness for the Active
    expect(bench(d.state, 1, 0).damage).toBe(90)
    expect(bench(d.state, 1, 1).damage).toBe(0)
  })

  it('Shorting Spark does nothing when no Pokémon has a Tool', () => {
    const d = game({
      players: [
        { active: { card: [crz(40), crz(42)], energy: [E.lightning] } },
        { active: SNORLAX_V, bench: [TORKOAL_V] },
      ],
    })
    d.pick('Attack: Shorting Spark')
    expect(active(d.state, 1).damage).toBe(0)
    expect(bench(d.state, 1, 0).damage).toBe(0)
  })
})

describe('swsh12pt5-43 Luxray (Rapid Strike)', () => {
  const LUXRAY = [crz(39), crz(41), crz(43)]
  it('evolves from Luxio', () => {
    const d = game({ players: [{ active: { card: [crz(39), crz(41)] }, hand: [crz(43)] }, { active: SNORLAX_V }] })
    d.pick('Evolve Luxio into Luxray')
    expect(top(d.state, active(d.state, 0))).toBe(crz(43))
  })

  it('Electrostep: 40 to a chosen Pokémon, then Luxray switches with a Benched Pokémon', () => {
    const d = game({
      players: [
        { active: { card: LUXRAY, energy: [E.lightning] }, bench: [crz(40)] },
        { active: SNORLAX_V, bench: [LAPRAS_V] },
      ],
    })
    d.pick('Attack: Electrostep').pick('Lapras V')
    expect(bench(d.state, 1, 0).damage).toBe(40)
    if (d.decision.ask !== 'main' || d.state.current === 0) d.pick('Shinx')
    expect(top(d.state, active(d.state, 0))).toBe(crz(40))
    expect(top(d.state, bench(d.state, 0, 0))).toBe(crz(43))
  })

  it('Electrostep with an empty Bench only does the damage', () => {
    const d = game({ players: [{ active: { card: LUXRAY, energy: [E.lightning] } }, { active: SNORLAX_V }] })
    d.pick('Attack: Electrostep')
    if (d.state.current === 0) d.pick('Snorlax V')
    expect(active(d.state, 1).damage).toBe(40)
    expect(top(d.state, active(d.state, 0))).toBe(crz(43))
  })

  for (const [damage, expected] of [
    [0, 100],
    [10, 210],
  ] as const)
    it(`Scar Strikes: ${expected - damage} against an Active with ${damage} damage`, () => {
      const d = game({
        players: [{ active: { card: LUXRAY, energy: [E.lightning, E.fire] } }, { active: { card: SNORLAX_V, damage } }],
      })
      d.pick('Attack: Scar Strikes')
      expect(active(d.state, 1).damage).toBe(expected)
    })
})

describe('swsh12pt5-44 Luxray', () => {
  it('Seeking Fang: 50, then up to 2 Trainer cards from the deck into the hand', () => {
    const d = game({
      players: [
        { active: { card: [crz(40), crz(42), crz(44)], energy: [E.fire] }, deck: [GREAT_BALL, crz(29), HOP, E.water] },
        { active: SNORLAX_V },
      ],
    })
    d.pick('Attack: Seeking Fang')
    expect(d.labels().sort()).toEqual(['Great Ball', 'Hop'])
    d.pick('Great Ball', 'Hop')
    expect(active(d.state, 1).damage).toBe(50)
    expect(pile(d.state, 0, 'hand').sort()).toEqual([GREAT_BALL, HOP].sort())
  })

  it('has no Retreat Cost', () => {
    const d = game({
      players: [{ active: { card: [crz(40), crz(42), crz(44)] }, bench: [crz(40)] }, { active: SNORLAX_V }],
    })
    expect(d.labels().some((l) => l.startsWith('Retreat'))).toBe(true)
  })

  it('Explosiveness: at setup it may be put face down as the Active Pokémon, the Basic going to the Bench', () => {
    const hand = [crz(44), crz(40), E.lightning, E.lightning, E.lightning, E.lightning, E.lightning]
    const deck = [...hand, ...Array<string>(53).fill(E.lightning)]
    let { state } = engine.newGame({
      decks: [deck, deck],
      seed: 1,
      rules: 'swsh',
      stackedDecks: true,
      forcedFlips: [true],
      skipDeckCheck: true,
    })
    const step = (pick: (labels: string[]) => number[]) => {
      const r = engine.step(state, {
        decision: state.pending!.id,
        picks: pick(state.pending!.options.map((o) => o.label)),
      })
      if (!r.ok) throw new Error(r.error)
      state = r.state
    }
    for (let i = 0; i < 20 && state.pending && state.pending.ask !== 'main'; i++) {
      const ask = state.pending.ask
      if (ask === 'setup-active') {
        expect(state.pending.options.map((o) => o.label).sort()).toEqual(['Luxray', 'Shinx'])
        step((l) => [l.indexOf('Luxray')])
      } else if (ask === 'setup-bench') step((l) => l.map((_, k) => k))
      else step(() => [0])
    }
    for (const seat of [0, 1] as const) {
      const p = state.players[seat]
      expect(state.cards[p.active!.stack[0]!]!.def).toBe(crz(44))
      expect(p.active!.stack).toHaveLength(1)
      expect(state.cards[p.bench[0]!.stack[0]!]!.def).toBe(crz(40))
    }
  })
})
