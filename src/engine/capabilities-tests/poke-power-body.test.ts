/**
 * Capability: the EX era's two kinds of power (AbilityDef.exKind, seed [003]). A Poké-Power is used, once per turn
 * unless the card says otherwise, and is shut off while its Pokémon is Asleep, Confused or Paralyzed, except where the
 * card says otherwise (Baby Evolution works under Special Conditions: `offWhen: []`). A Poké-Body always works and is
 * never offered as something to use.
 */
import { describe, expect, it } from 'vitest'
import { makeCardDb } from '..'
import type { GameEvent, PokemonDef } from '..'
import { TEST_CARDS } from '../testing/cards'
import { harness } from '../testing/harness'

const mon = (id: string, name: string, abilities: PokemonDef['abilities']): PokemonDef => ({
  kind: 'pokemon',
  id,
  name,
  stage: 'basic',
  hp: 100,
  types: ['water'],
  retreat: 1,
  attacks: [],
  abilities,
})
/** Poké-Power "Fish Up": draw a card. Poké-Body "Thick Shell": 20 less damage from attacks. */
const powerMon = mon('cap-power', 'Powerfin', [
  { name: 'Fish Up', exKind: 'poke-power', use: (c) => void c.draw(1) },
  {
    name: 'Thick Shell',
    exKind: 'poke-body',
    hooks: { incomingDamage: (_h, d) => (d.fromAttack ? d.amount - 20 : d.amount) },
  },
])
/** A Poké-Power that works under Special Conditions and may be used any number of times (as a card would say). */
const babyMon = mon('cap-baby-power', 'Tinyfin', [
  { name: 'Grow Up', exKind: 'poke-power', offWhen: [], oncePerTurn: false, use: (c) => void c.draw(1) },
])
/** A Poké-Body with an effect written as `use` too: it must still never be offered. */
const bodyOnly = mon('cap-body', 'Shellfin', [{ name: 'Hard Shell', exKind: 'poke-body', use: (c) => void c.draw(1) }])

/**
 * A Poké-Body that blocks one kind of power (Hooks.blocksPower): "as long as this is your Active Pokémon, your
 * opponent's Pokémon can't use any Poké-Powers" (as ex1-12 Slaking's Lazy). Its attack does 60.
 */
const lazyMon: PokemonDef = {
  ...mon('cap-lazy', 'Lazyfin', [
    {
      name: 'Idle',
      exKind: 'poke-body',
      hooks: {
        blocksPower: (h, target, ab) =>
          h.self?.zone === 'active' && target.seat !== h.owner && ab.exKind === 'poke-power',
      },
    },
  ]),
  attacks: [{ name: 'Heavy Nap', cost: [], damage: 60 }],
}

/** A Poké-Power that triggers when the Pokémon is put onto the Bench from the hand: draw a card. */
const benchDrawMon = mon('cap-bench-draw', 'Greetfin', [
  { name: 'Greeting', exKind: 'poke-power', onPlay: { to: 'bench', may: false }, use: (c) => void c.draw(1) },
])

const { game } = harness(makeCardDb([...TEST_CARDS, powerMon, babyMon, bodyOnly, lazyMon, benchDrawMon]), {
  rules: 'ex2003',
})
const deck = ['energy-fire', 'energy-fire', 'energy-fire', 'energy-fire']

describe('Poké-Power', () => {
  it('is used from the menu and logged as a Poké-Power', () => {
    const d = game({
      players: [
        { active: 'cap-power', deck },
        { active: 'big-basic', deck },
      ],
    })
    d.pick('Use Fish Up')
    expect(d.state.players[0].hand).toHaveLength(1)
    const used = d.events.find((e): e is Extract<GameEvent, { type: 'ability' }> => e.type === 'ability')
    expect(used).toMatchObject({ ability: 'Fish Up', power: 'poke-power' })
  })

  it('is used once per turn when the card says nothing else', () => {
    const d = game({
      players: [
        { active: 'cap-power', deck },
        { active: 'big-basic', deck },
      ],
    })
    d.pick('Use Fish Up')
    expect(d.has('Use Fish Up')).toBe(false)
  })

  it.each(['asleep', 'confused', 'paralyzed'] as const)('is shut off while its Pokémon is %s', (condition) => {
    const d = game({
      players: [
        { active: { card: 'cap-power', conditions: [condition] }, deck },
        { active: 'big-basic', deck },
      ],
    })
    expect(d.has('Use Fish Up')).toBe(false)
  })

  it('works on the Bench whatever the Active is', () => {
    const d = game({
      players: [
        { active: { card: 'big-basic', conditions: ['asleep'] }, bench: ['cap-power'], deck },
        { active: 'big-basic', deck },
      ],
    })
    expect(d.has('Use Fish Up')).toBe(true)
  })

  it('works under a Special Condition and more than once when the card says so (Baby Evolution)', () => {
    const d = game({
      players: [
        { active: { card: 'cap-baby-power', conditions: ['confused'] }, deck },
        { active: 'big-basic', deck },
      ],
    })
    d.pick('Use Grow Up')
    expect(d.has('Use Grow Up')).toBe(true)
  })
})

describe('Poké-Body', () => {
  it('is never offered as something to use', () => {
    const d = game({
      players: [
        { active: 'cap-body', deck },
        { active: 'big-basic', deck },
      ],
    })
    expect(d.labels().some((l) => l.includes('Hard Shell'))).toBe(false)
  })

  it('keeps working while its Pokémon is Asleep, Confused or Paralyzed', () => {
    for (const condition of ['asleep', 'confused', 'paralyzed'] as const) {
      const d = game({
        players: [
          { active: { card: 'ex-basic', energy: ['energy-fire'] }, deck },
          { active: { card: 'cap-power', conditions: [condition] }, deck },
        ],
      })
      d.pick('Attack: Blaze')
      // Blaze does 60; Thick Shell takes 20 off.
      expect(d.state.players[1].active!.damage).toBe(40)
    }
  })
})

describe('a power that blocks one kind of power (blocksPower)', () => {
  it("stops the opponent's Poké-Powers while its Pokémon is Active, on the Active and the Bench", () => {
    const d = game({
      players: [
        { active: 'cap-power', bench: ['cap-baby-power'], deck },
        { active: 'cap-lazy', deck },
      ],
    })
    expect(d.has('Use Fish Up')).toBe(false)
    expect(d.has('Use Grow Up')).toBe(false)
  })

  it('leaves the Poké-Powers alone while its Pokémon is on the Bench, and its own player’s always', () => {
    const benched = game({
      players: [
        { active: 'cap-power', deck },
        { active: 'big-basic', bench: ['cap-lazy'], deck },
      ],
    })
    expect(benched.has('Use Fish Up')).toBe(true)
    const own = game({
      players: [
        { active: 'cap-lazy', bench: ['cap-power'], deck },
        { active: 'big-basic', deck },
      ],
    })
    expect(own.has('Use Fish Up')).toBe(true)
  })

  it("stops the opponent's Poké-Powers that trigger when played", () => {
    for (const [opponent, drawn] of [
      ['cap-lazy', 0],
      ['big-basic', 1],
    ] as const) {
      const d = game({
        players: [
          { active: 'big-basic', hand: ['cap-bench-draw'], deck },
          { active: opponent, deck },
        ],
      })
      d.pick('Put Greetfin on the Bench')
      expect(d.state.players[0].hand, opponent).toHaveLength(drawn)
    }
  })

  it("leaves the opponent's Poké-Bodies working", () => {
    const d = game({
      players: [
        { active: 'cap-lazy', deck },
        { active: 'cap-power', deck },
      ],
    })
    d.pick('Attack: Heavy Nap')
    // Heavy Nap does 60; Thick Shell, a Poké-Body of the same Pokémon as the blocked Fish Up, still takes 20 off.
    expect(d.state.players[1].active!.damage).toBe(40)
  })
})
