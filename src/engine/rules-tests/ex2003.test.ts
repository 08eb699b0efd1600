/**
 * The EX-era rules page (seed [003], rules.md §2 EX column and §4.1) under the `ex2003` rule set: the points its flow
 * needs beyond the profile values checked in era-rows.test.ts. Each test fails if the engine used modern's order or
 * value instead.
 */
import { describe, expect, it } from 'vitest'
import { viewFor } from '../view'
import { makeCardDb } from '../api/card'
import type { CardDef, PokemonDef, TrainerDef } from '../api/card'
import { TEST_CARDS } from '../testing/cards'
import { coins, eventsOf } from '../testing/events'
import { fill, harness } from '../testing/harness'
import { finishSetup, mono } from '../testing/setup-play'

const mon = (over: Partial<PokemonDef> & Pick<PokemonDef, 'id' | 'name'>): PokemonDef => ({
  kind: 'pokemon',
  stage: 'basic',
  hp: 60,
  types: ['colorless'],
  retreat: 1,
  attacks: [{ name: 'Tackle', cost: [], damage: 10 }],
  ...over,
})
const CARDS: CardDef[] = [
  ...TEST_CARDS,
  mon({ id: 'ex-baby', name: 'Tinyling', baby: true, hp: 70 }),
  mon({
    id: 'ex-cost',
    name: 'Cinderback',
    types: ['fire'],
    attacks: [
      {
        name: 'Fire Spin',
        cost: [],
        damage: 50,
        text: 'Discard a Fire Energy attached to this Pokémon in order to use this attack.',
        *payCost(c) {
          yield* c.discardEnergy(c.self, 1, { type: 'fire' })
        },
      },
    ],
  }),
  mon({ id: 'ex-normal', name: 'Emberling' }),
  mon({ id: 'ex-classic', name: 'Emberling ex', ruleBox: 'ex-classic', hp: 90 }),
  mon({ id: 'ex-stage1', name: 'Emberbeast', stage: 'stage1', evolvesFrom: 'Emberling', hp: 90 }),
  mon({
    id: 'ex-stage1-ex',
    name: 'Emberbeast ex',
    stage: 'stage1',
    evolvesFrom: 'Emberling',
    ruleBox: 'ex-classic',
    hp: 150,
  }),
  {
    kind: 'energy',
    id: 'ex-shield-energy',
    name: 'Shield Energy',
    basic: false,
    provides: [{ types: ['colorless'] }],
    hooks: { incomingDamage: (_h, d) => (d.fromAttack ? d.amount - 20 : d.amount) },
  },
  mon({
    id: 'ex-body',
    name: 'Guardshell',
    hp: 100,
    abilities: [
      {
        name: 'Small Guard',
        exKind: 'poke-body',
        text: 'Prevent damage of 50 or less done to this Pokémon by attacks.',
        hooks: { incomingDamage: (_h, d) => (d.fromAttack && d.amount <= 50 ? 0 : d.amount) },
      },
    ],
  }),
  {
    kind: 'trainer',
    id: 'ex-fossil',
    name: 'Claw Relic',
    trainerKind: 'item',
    playAsPokemon: { hp: 40, types: ['colorless'], retreat: 0, canRetreat: false },
  } satisfies TrainerDef,
]
const deck = fill(10, 'energy-fire')
const { game, playSetup } = harness(makeCardDb(CARDS), { rules: 'ex2003', deck })

describe('[003] "In What Order Do You Do Your Attack?" step 1: the Baby Pokémon flip (ex2003)', () => {
  const attackBaby = (flips: boolean[], rules: 'ex2003' | 'modern' = 'ex2003') => {
    const d = game({
      rules,
      flips,
      players: [{ active: { card: 'big-basic', energy: ['energy-fire', 'energy-fire'] } }, { active: 'ex-baby' }],
    })
    d.pick('Attack: Rumble')
    return d
  }

  it('[003] attack step 1 (ex2003): tails, the turn ends without an attack; the Baby takes no damage', () => {
    const d = attackBaby([false])
    expect(d.state.players[1].active!.damage).toBe(0)
    expect(eventsOf(d.events, 'attack')).toHaveLength(0)
    expect(d.state.current).toBe(1)
  })

  it('[003] attack step 1 (ex2003): heads, the attack goes on as usual', () => {
    const d = attackBaby([true])
    expect(coins(d.events)[0]).toMatchObject({ reason: 'Baby Pokémon', heads: true })
    expect(d.state.players[1].active!.damage).toBe(30)
  })

  it('[003] attack step 1: modern rules know no Baby flip', () => {
    const d = attackBaby([false], 'modern')
    expect(coins(d.events)).toHaveLength(0)
    expect(d.state.players[1].active!.damage).toBe(30)
  })
})

describe('[003] attack steps 4-6, rules.md §2 row 13: Confusion is checked after the costs (ex2003)', () => {
  const confusedFireSpin = (rules: 'ex2003' | 'modern') => {
    const d = game({
      rules,
      flips: [false],
      players: [
        { active: { card: 'ex-cost', conditions: ['confused'], energy: ['energy-fire'] } },
        { active: 'big-basic' },
      ],
    })
    d.pick('Attack: Fire Spin')
    return d
  }

  it('[003] steps 4 and 6, EX-3 (ex2003): tails, the Energy is already discarded and the Pokémon takes 3 damage counters', () => {
    const d = confusedFireSpin('ex2003')
    expect(d.state.players[0].discard).toHaveLength(1)
    expect(d.state.players[0].active!.damage).toBe(30)
    expect(d.state.players[1].active!.damage).toBe(0)
  })

  it('rules.md §2 row 13 (modern): Confusion comes before the costs, so tails keeps the Energy', () => {
    const d = confusedFireSpin('modern')
    expect(d.state.players[0].discard).toHaveLength(0)
    expect(d.state.players[0].active!.damage).toBe(30)
  })
})

describe('[003] "How Do You Figure Out the Damage?" steps 5-6 (ex2003)', () => {
  const blaze = (rules: 'ex2003' | 'modern') => {
    const d = game({
      rules,
      players: [
        { active: { card: 'ex-basic', energy: ['energy-fire'] } },
        { active: { card: 'ex-body', energy: ['ex-shield-energy'] } },
      ],
    })
    d.pick('Attack: Blaze')
    return d.state.players[1].active!.damage
  }

  it('[003] damage steps 5-6 (ex2003): the Energy on the Defending Pokémon acts before its Poké-Body', () => {
    // 60 − 20 (Energy) = 40, then the Poké-Body prevents damage of 50 or less.
    expect(blaze('ex2003')).toBe(0)
  })

  it("modern: the Pokémon's own power comes first (60 is not prevented, then −20)", () => {
    expect(blaze('modern')).toBe(40)
  })
})

describe('[003] "In What Order Do Things Happen after Each Player\'s Turn?" (ex2003)', () => {
  it('[003] between turns 1-2 (ex2003): Poison puts its counter first, then the Burn flip, tails 2 counters', () => {
    const d = game({
      flips: [false],
      players: [{ active: { card: 'big-basic', conditions: ['poisoned', 'burned'] } }, { active: 'big-basic' }],
    })
    d.pick('End turn')
    const damage = eventsOf(d.events, 'damage').map((e) => e.amount)
    expect(damage).toEqual([10, 20])
    expect(coins(d.events)[0]).toMatchObject({ heads: false })
    expect(d.state.players[0].active!.conditions).toMatchObject({ poisoned: true, burned: true })
  })
})

describe('[003] EX-3, EX-4, EX-6: retreat and Stadiums (ex2003)', () => {
  it('[003] EX-3, EX-4 (ex2003): a Confused Pokémon retreats without a flip, and only once a turn', () => {
    const d = game({
      players: [
        { active: { card: 'fire-basic', conditions: ['confused'], energy: ['energy-fire'] }, bench: ['water-basic'] },
        { active: 'big-basic' },
      ],
    })
    d.pick('Retreat to Splashling')
    expect(coins(d.events)).toHaveLength(0)
    expect(d.state.players[0].active!.stack).toHaveLength(1)
    expect(d.state.players[0].bench[0]!.conditions.rotation).toBeNull()
    expect(d.labels().some((l) => l.startsWith('Retreat'))).toBe(false)
  })

  it('[003] EX-6 (ex2003): one Stadium card a turn', () => {
    const d = game({ players: [{ active: 'big-basic', hand: ['stadium-a', 'stadium-b'] }, { active: 'big-basic' }] })
    d.pick('Play Test Arena')
    expect(d.has('Play Test Field')).toBe(false)
  })
})

describe('[003] "What\'s New … EX Ruby and Sapphire": Pokémon-ex and illegal evolutions (ex2003)', () => {
  it('[003] Pokémon-ex: Knocking Out a Pokémon-ex takes two Prize cards', () => {
    const d = game({
      players: [
        { active: { card: 'big-basic', energy: ['energy-fire', 'energy-fire'] }, prizes: fill(6, 'energy-fire') },
        { active: { card: 'ex-classic', damage: 60 }, bench: ['water-basic'] },
      ],
    })
    d.pick('Attack: Rumble')
    expect(d.state.pending).toMatchObject({ ask: 'take-prize', min: 2, max: 2 })
    d.pickIndices([0, 1])
    expect(d.state.players[0].prizes).toHaveLength(4)
  })

  it('[003] "Illegal Evolutions": a Pokémon-ex does not evolve into a normal Stage 1; the normal Pokémon does, also into a Stage 1 ex', () => {
    const d = game({
      players: [
        { active: 'ex-classic', bench: ['ex-normal'], hand: ['ex-stage1', 'ex-stage1-ex'] },
        { active: 'big-basic' },
      ],
    })
    expect(d.has('Evolve Emberling ex into Emberbeast')).toBe(false)
    expect(d.has('Evolve Emberling into Emberbeast')).toBe(true)
    expect(d.has('Evolve Emberling into Emberbeast ex')).toBe(true)
  })
})

describe('[003] "What\'s New … EX Sandstorm", EX-7: Fossil Trainers at setup (ex2003)', () => {
  const fossilHand = () =>
    playSetup(
      { decks: [mono('ex-fossil'), mono('fire-basic')], seed: 1, rules: 'ex2003', forcedFlips: [true] },
      {},
      'yes-no',
    )

  it('[003] EX-7 (ex2003): a hand whose only would-be Basics are Fossils asks whether to mulligan', () => {
    const d = fossilHand()
    expect(d.state.pending).toMatchObject({ ask: 'yes-no', seat: 0 })
    // a hand kept is never shown (Z-4): the opponent does not read the question, which says what the hand holds
    expect(viewFor(d.state, 1).pending?.text).not.toMatch(/Trainers|Basic/)
    expect(viewFor(d.state, 0).pending?.text).toMatch(/only Trainers you may play as Basic Pokémon/)
  })

  it('[003] EX-7 (ex2003): keeping it, the Fossil becomes the Active Pokémon and acts as a Basic Pokémon', () => {
    const d = fossilHand()
    d.pick('No')
    expect(d.state.pending?.ask).toBe('setup-active')
    finishSetup(d)
    const active = d.state.players[0].active!
    expect(d.state.cards[active.stack[0]!]!.def).toBe('ex-fossil')
  })

  it('[003] EX-7, EX-1 (ex2003): taking the mulligan reveals the hand, and the opponent may draw 1 extra card or none', () => {
    const d = fossilHand()
    d.pick('Yes')
    expect(eventsOf(d.events, 'mulligan')).toHaveLength(1)
    expect(d.state.pending).toMatchObject({ ask: 'mulligan-draws', seat: 1 })
    expect(d.labels()).toEqual(['Draw none', 'Draw 1'])
  })
})
