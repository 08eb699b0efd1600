import { describe, expect, it } from 'vitest'
import { createEngine } from '../engine'
import { makeCardDb, type CardDef } from '../api/card'
import { scenario, Driver } from '../testing/scenario'
import { TEST_CARDS } from '../testing/cards'

// rules.md PC-3: effects that happen "during Pokémon Checkup" / "between turns" run once each, whether they
// come from a Pokémon, a marker (an attack's lasting effect), a player marker or the Stadium.
const cards: CardDef[] = [
  ...TEST_CARDS,
  {
    kind: 'pokemon',
    id: 'cap-seeder',
    name: 'Seeder',
    stage: 'basic',
    hp: 60,
    types: ['grass'],
    retreat: 1,
    attacks: [
      {
        name: 'Leech Curse',
        cost: [],
        damage: 0,
        effect(c) {
          c.mark(c.defending, { source: 'cap-seeder', key: 'curse', clearsOnMove: true })
          c.markPlayer(c.opp, { source: 'cap-seeder', key: 'tax' })
        },
      },
    ],
    markers: {
      curse: { checkup: (h) => h.self && h.putCounters(h.self, 1) },
      tax: { checkup: (h) => h.putCounters({ seat: h.owner, zone: 'active' }, 2) },
    },
  },
  {
    kind: 'trainer',
    id: 'healing-field',
    name: 'Healing Field',
    trainerKind: 'stadium',
    hooks: { checkup: (h) => void h.heal({ seat: 0, zone: 'active' }, 10) },
  },
]

describe('between-turns hooks (rules.md PC-3)', () => {
  const engine = createEngine(makeCardDb(cards))
  it('a marker on a Pokémon and a marker on its player each act once per Checkup', () => {
    const d = new Driver(
      engine,
      scenario(engine, {
        players: [
          { active: 'cap-seeder', deck: ['energy-grass', 'energy-grass'] },
          { active: 'big-basic', bench: ['water-basic', 'water-basic'], deck: ['energy-water', 'energy-water'] },
        ],
      }),
    )
    d.pick('Leech Curse')
    // 10 from the curse marker + 20 from the player marker, once each (not once per Benched Pokémon)
    expect(d.state.players[1].active!.damage).toBe(30)
    expect(d.state.players[1].bench.map((b) => b.damage)).toEqual([0, 0])
  })
  it("a Stadium's between-turns effect happens once per Checkup", () => {
    const d = new Driver(
      engine,
      scenario(engine, {
        stadium: { card: 'healing-field', owner: 1 },
        players: [
          { active: { card: 'big-basic', damage: 50 }, deck: ['energy-grass', 'energy-grass'] },
          { active: 'water-basic', deck: ['energy-water'] },
        ],
      }),
    )
    d.pick('End turn')
    expect(d.state.players[0].active!.damage).toBe(40)
  })
})
