/**
 * Audit of rules.md §1.7 (attack steps), §1.8 (damage), §1.9 (Knock Outs), §1.10 (Checkup) and §1.11 (Special
 * Conditions), with era rows 12-23 and §4.2, for edge cases the other mechanics tests do not cover.
 */
import { describe, expect, it } from 'vitest'
import { createEngine } from '../engine'
import type { PokemonDef, TrainerDef } from '../api/card'
import { makeCardDb } from '../api/card'
import type { RuleSetId } from '../rules/profile'
import type { GameEvent } from '../model/events'
import { Driver, scenario } from '../testing/scenario'
import type { ScenarioSpec } from '../testing/scenario'
import { TEST_CARDS } from '../testing/cards'
import { MECH_CARDS } from './cards'
import { active, bench, pile } from '../testing/read'

const mon = (p: Partial<PokemonDef> & Pick<PokemonDef, 'id' | 'name' | 'hp' | 'types'>): PokemonDef => ({
  kind: 'pokemon',
  stage: 'basic',
  retreat: 1,
  attacks: [{ name: 'Tackle', cost: [], damage: 10 }],
  ...p,
})

/** Base Set Defender style: "Damage done to that Pokémon by attacks is reduced by 20 (after Weakness and Resistance)". */
const SHIELD: TrainerDef = {
  kind: 'trainer',
  id: 'au-shield',
  name: 'Test Shield',
  trainerKind: 'tool',
  hooks: { incomingDamage: (_h, d) => (d.fromAttack ? d.amount - 20 : d.amount) },
}

const AUDIT_CARDS: PokemonDef[] = [
  // "Discard an Energy attached to this Pokémon in order to use this attack" (a cost, ATK-e).
  mon({
    id: 'au-burner',
    name: 'Burnout',
    hp: 100,
    types: ['fire'],
    attacks: [
      {
        name: 'Flare Cost',
        cost: [],
        damage: 50,
        *payCost(c) {
          yield* c.discardEnergy(c.self, 1)
        },
      },
      {
        name: 'Coin Jab',
        cost: [],
        damage: 30,
        effect(c) {
          if (!c.flip('Coin Jab')) c.cancelled = true
        },
      },
    ],
  }),
  // A Psychic Pokémon weak and resistant to nothing but Psychic, with a recoil attack.
  mon({
    id: 'au-psyrecoil',
    name: 'Mindram',
    hp: 100,
    types: ['psychic'],
    weakness: [{ type: 'psychic', op: '×', value: 2 }],
    attacks: [
      {
        name: 'Wild Head',
        cost: [],
        damage: 30,
        effect(c) {
          c.dealDamage()
          c.selfDamage(20)
        },
      },
    ],
  }),
  // Resists Psychic −30 (Hexling's Stun Wave does 10).
  mon({
    id: 'au-psyresist',
    name: 'Voidshell',
    hp: 100,
    types: ['darkness'],
    resistance: [{ type: 'psychic', op: '-', value: 30 }],
  }),
  // Poisons the Defending Pokémon, then the opponent switches it out (Gust-like effect after the condition).
  mon({
    id: 'au-whirl',
    name: 'Whirlwisp',
    hp: 100,
    types: ['colorless'],
    attacks: [
      {
        name: 'Toxic Whirl',
        cost: [],
        damage: 0,
        *effect(c) {
          c.poison()
          c.confuse()
          yield* c.switchActive(c.opp)
        },
      },
      {
        // Base Set Selfdestruct style: 60 to the Defending Pokémon, 10 to each Benched Pokémon (both sides), 60 to itself.
        name: 'Big Bang',
        cost: [],
        damage: 60,
        effect(c) {
          c.dealDamage()
          for (const b of [...c.benched(c.opp), ...c.benched(c.seat)]) c.benchDamage(b, 10)
          c.selfDamage(60)
        },
      },
      {
        // 10 damage to each of the opponent's Pokémon (Bench included, no Weakness/Resistance there).
        name: 'Quake Wave',
        cost: [],
        damage: 10,
        effect(c) {
          c.dealDamage()
          for (const b of c.benched(c.opp)) c.benchDamage(b, 10)
        },
      },
    ],
  }),
]

const engine = createEngine(makeCardDb([...TEST_CARDS, ...MECH_CARDS, ...AUDIT_CARDS, SHIELD]))
const filler = (n: number): string[] => Array.from({ length: n }, () => 'energy-fire')

function game(spec: ScenarioSpec): Driver {
  const players = spec.players.map((p) => ({ deck: filler(6), ...p })) as ScenarioSpec['players']
  return new Driver(engine, scenario(engine, { ...spec, players }))
}
const attack = (d: Driver, name: string) => d.pick(`Attack: ${name}`)
const coins = (events: GameEvent[]) =>
  events.filter((e): e is Extract<GameEvent, { type: 'coin' }> => e.type === 'coin')
const kos = (events: GameEvent[]) =>
  events.filter((e): e is Extract<GameEvent, { type: 'knock-out' }> => e.type === 'knock-out')
const RULES: RuleSetId[] = ['modern', 'classic1999']

describe('audit §1.7 attack steps', () => {
  it("rules.md ATK-c / §2 row 13 (modern): Confusion tails comes before the attack's Energy discard cost, so no Energy is discarded", () => {
    const d = game({
      flips: [false],
      players: [
        { active: { card: 'au-burner', energy: ['energy-fire', 'energy-water'], conditions: ['confused'] } },
        { active: 'big-basic' },
      ],
    })
    attack(d, 'Flare Cost')
    expect(d.state.players[0].discard).toHaveLength(0)
    expect(d.state.players[0].active!.energy).toHaveLength(2)
    expect(active(d.state, 0).damage).toBe(30)
    expect(active(d.state, 1).damage).toBe(0)
    expect(d.state.current).toBe(1)
  })

  it('rules.md ATK-c / ATK-e (modern): the Confusion flip comes before the attack\'s own "if tails, this attack does nothing" flip', () => {
    const d = game({
      flips: [true, false],
      players: [{ active: { card: 'au-burner', conditions: ['confused'] } }, { active: 'big-basic' }],
    })
    attack(d, 'Coin Jab')
    const c = coins(d.events)
    expect(c).toHaveLength(2)
    expect(c[0]!.reason).toMatch(/confus/i)
    expect(c[1]!.reason).toMatch(/coin jab/i)
    // Confusion heads, attack flip tails: nothing at all, no Confusion damage either.
    expect(active(d.state, 0).damage).toBe(0)
    expect(active(d.state, 1).damage).toBe(0)
  })

  it('rules.md ATK-c: Confusion tails, a Confused Pokémon that is not Knocked Out stays Confused', () => {
    const d = game({
      flips: [false],
      players: [
        { active: { card: 'big-basic', energy: ['energy-fire', 'energy-fire'], conditions: ['confused'] } },
        { active: 'big-basic' },
      ],
    })
    attack(d, 'Rumble')
    expect(active(d.state, 0).conditions.rotation).toBe('confused')
  })

  for (const rules of RULES) {
    it(`rules.md ATK-c / ATK-g / KO-3 / B-13 (${rules}): Confusion tails that Knocks Out the Confused Pokémon gives the opponent a Prize, and its owner promotes`, () => {
      // Flamelet, 50 HP with 30 damage: 3 counters (modern) or 20 damage (classic1999) Knock it Out.
      const d = game({
        rules,
        flips: [false],
        players: [
          {
            active: { card: 'fire-basic', damage: 30, energy: ['energy-fire'], conditions: ['confused'] },
            bench: ['big-basic', 'grass-basic'],
          },
          { active: 'big-basic' },
        ],
      })
      attack(d, 'Scratch')
      expect(kos(d.events)).toEqual([expect.objectContaining({ seat: 0 })])
      expect(d.state.pending).toMatchObject({ ask: 'take-prize', seat: 1 })
      d.pick('Prize card')
      expect(d.state.players[1].prizes).toHaveLength(5)
      expect(d.state.pending).toMatchObject({ ask: 'promote', seat: 0 })
      d.pick('Leaflet')
      expect(d.state.cards[active(d.state, 0).stack[0]!]!.def).toBe('grass-basic')
      expect(active(d.state, 1).damage).toBe(0)
      expect(d.state.current).toBe(1)
      expect(d.state.pending?.ask).toBe('main')
    })

    it(`rules.md ATK-a / SC-ASL / SC-PAR / B-17 (${rules}): an Asleep or Paralyzed Pokémon is offered no attack`, () => {
      for (const cond of ['asleep', 'paralyzed'] as const) {
        const d = game({
          rules,
          players: [{ active: { card: 'm-fire60', conditions: [cond] } }, { active: 'big-basic' }],
        })
        expect(d.labels().filter((l) => l.startsWith('Attack'))).toEqual([])
      }
    })
  }
})

describe('audit §1.7 more attack steps', () => {
  const smokescreen = { source: 'm-smoke', key: 'smokescreen', clearsOnMove: true }
  it("rules.md ATK-b / SC-7: an alter/cancel effect from the opponent's attack ends when the Pokémon evolves: no flip", () => {
    const d = game({
      flips: [false],
      players: [
        {
          active: { card: 'fire-basic', energy: ['energy-fire', 'energy-fire'], markers: [smokescreen] },
          hand: ['fire-stage1'],
        },
        { active: 'big-basic' },
      ],
    })
    d.pick('Evolve')
    attack(d, 'Flame Tail')
    expect(coins(d.events)).toEqual([])
    expect(active(d.state, 1).damage).toBe(50)
  })

  it('rules.md §2 row 13 / B-17 (classic1999): the Confusion flip comes first; tails, the Energy discard cost is not paid', () => {
    const d = game({
      rules: 'classic1999',
      flips: [false],
      players: [
        { active: { card: 'au-burner', energy: ['energy-fire'], conditions: ['confused'] } },
        { active: 'big-basic' },
      ],
    })
    attack(d, 'Flare Cost')
    expect(active(d.state, 0).energy).toHaveLength(1)
    expect(active(d.state, 0).damage).toBe(20)
    expect(active(d.state, 1).damage).toBe(0)
  })

  it('rules.md ATK-e / ATK-f: heads on Confusion, the Energy discard cost is paid and the damage is done', () => {
    const d = game({
      flips: [true],
      players: [
        { active: { card: 'au-burner', energy: ['energy-fire'], conditions: ['confused'] } },
        { active: 'big-basic' },
      ],
    })
    attack(d, 'Flare Cost')
    expect(active(d.state, 0).energy).toHaveLength(0)
    expect(pile(d.state, 0, 'discard')).toEqual(['energy-fire'])
    expect(active(d.state, 1).damage).toBe(50)
  })
})

describe('audit §2 row 12: what changes the Confusion self-hit', () => {
  it('rules.md §2 row 12 / B-17 (classic1999): "any other effect that affects the attack" applies: a −20 damage effect on the Confused Pokémon stops the 20', () => {
    const d = game({
      rules: 'classic1999',
      flips: [false],
      players: [
        { active: { card: 'm-fire60', tools: ['au-shield'], conditions: ['confused'] } },
        { active: 'big-basic' },
      ],
    })
    attack(d, 'Fire Fang')
    expect(active(d.state, 0).damage).toBe(0)
    expect(d.state.current).toBe(1)
  })
  it('rules.md §2 row 12 / B-17 (classic1999): an effect that makes its attacks do 10 more damage also adds to the self-hit (20 + 10)', () => {
    const d = game({
      rules: 'classic1999',
      flips: [false],
      players: [
        { active: { card: 'm-fire60', tools: ['tool-boost'], conditions: ['confused'] } },
        { active: 'big-basic' },
      ],
    })
    attack(d, 'Fire Fang')
    expect(active(d.state, 0).damage).toBe(30)
  })
  it('rules.md ATK-c / DMG-1 (modern): the 3 damage counters ignore both a −20 damage effect and a +10 damage effect', () => {
    for (const tool of ['au-shield', 'tool-boost']) {
      const d = game({
        flips: [false],
        players: [{ active: { card: 'm-fire60', tools: [tool], conditions: ['confused'] } }, { active: 'big-basic' }],
      })
      attack(d, 'Fire Fang')
      expect(active(d.state, 0).damage).toBe(30)
    }
  })
})

describe('audit §1.8 damage', () => {
  it('rules.md DMG-3: damage an attacker does to itself is not doubled by its own Weakness (it is not the Defending Pokémon)', () => {
    const d = game({ players: [{ active: 'au-psyrecoil' }, { active: 'big-basic' }] })
    attack(d, 'Wild Head')
    expect(active(d.state, 1).damage).toBe(30)
    expect(active(d.state, 0).damage).toBe(20)
  })

  for (const rules of RULES) {
    it(`rules.md DMG-6 / ATK-f (${rules}): Resistance brings the damage to 0, no counters, but the attack's Paralysis still applies`, () => {
      const d = game({ rules, players: [{ active: 'm-status' }, { active: 'au-psyresist' }] })
      attack(d, 'Stun Wave')
      expect(active(d.state, 1).damage).toBe(0)
      expect(d.events.some((e) => e.type === 'damage')).toBe(false)
      expect(active(d.state, 1).conditions.rotation).toBe('paralyzed')
    })

    it(`rules.md DMG-7 / §4.2 (${rules}): Bench damage ignores Weakness and Resistance while the Active takes them`, () => {
      // Spraywhale is Water; Flamelet is weak to Water.
      const d = game({ rules, players: [{ active: 'm-spreader' }, { active: 'fire-basic', bench: ['fire-basic'] }] })
      attack(d, 'Bench Splash').pick((o) => o.kind === 'slot' && o.ref.zone === 'bench')
      expect(active(d.state, 1).damage).toBe(20)
      expect(bench(d.state, 1, 0).damage).toBe(30)
    })
  }

  it("rules.md DMG-5 / ATK-f: damage prevented by an effect on the Defending Pokémon still lets the attack's other effects happen", () => {
    const shield = { source: 'engine', key: 'prevent-damage', clearsOnMove: true }
    const d = game({ players: [{ active: 'm-status' }, { active: { card: 'big-basic', markers: [shield] } }] })
    attack(d, 'Stun Wave')
    expect(active(d.state, 1).damage).toBe(0)
    expect(active(d.state, 1).conditions.rotation).toBe('paralyzed')
  })
})

describe('audit §1.8 damage counters are not damage', () => {
  const shield = { source: 'engine', key: 'prevent-damage', clearsOnMove: true }
  const reduce = { source: 'engine', key: 'reduce-damage', data: { amount: 30 }, clearsOnMove: true }

  it('rules.md DMG-1: damage counters from an attack go on a Pokémon whose damage from attacks is prevented', () => {
    const d = game({ players: [{ active: 'm-spreader' }, { active: { card: 'big-basic', markers: [shield] } }] })
    attack(d, 'Curse Drops').pick((o) => o.kind === 'slot' && o.ref.zone === 'active')
    expect(active(d.state, 1).damage).toBe(30)
  })

  it('rules.md DMG-1: damage counters ignore a "takes 30 less damage" effect, while the same effect stops 30 damage', () => {
    const counters = game({ players: [{ active: 'm-spreader' }, { active: { card: 'big-basic', markers: [reduce] } }] })
    attack(counters, 'Curse Drops').pick((o) => o.kind === 'slot' && o.ref.zone === 'active')
    expect(active(counters.state, 1).damage).toBe(30)
    const damage = game({ players: [{ active: 'm-fire60' }, { active: { card: 'big-basic', markers: [reduce] } }] })
    attack(damage, 'Fire Fang')
    expect(active(damage.state, 1).damage).toBe(30)
  })

  it('rules.md PC-6 / DMG-1: Poison still puts its counter on a Pokémon protected from damage by attacks', () => {
    const d = game({
      players: [{ active: 'm-fire60' }, { active: { card: 'big-basic', markers: [shield], conditions: ['poisoned'] } }],
    })
    d.pick('End turn')
    expect(active(d.state, 1).damage).toBe(10)
  })

  it('rules.md DMG-1 / ATK-g / KO-3: damage counters an attack puts on a Benched Pokémon can Knock it Out, and a Prize is taken', () => {
    const d = game({
      players: [{ active: 'm-spreader' }, { active: 'big-basic', bench: ['colorless-basic', 'grass-basic'] }],
    })
    attack(d, 'Curse Drops').pick('Puffball')
    expect(kos(d.events)).toEqual([expect.objectContaining({ seat: 1 })])
    expect(d.state.pending).toMatchObject({ ask: 'take-prize', seat: 0 })
    d.pick('Prize card')
    expect(d.state.players[0].prizes).toHaveLength(5)
    expect(pile(d.state, 1, 'discard')).toEqual(['colorless-basic'])
  })
})

describe('audit §1.9 Knock Outs and Prize cards', () => {
  it('rules.md KO-3 / KO-4: Knocking Out a Benched Pokémon gives a Prize and asks for no new Active', () => {
    const d = game({
      players: [
        { active: 'au-whirl' },
        { active: 'big-basic', bench: [{ card: 'colorless-basic', damage: 20 }, 'grass-basic'] },
      ],
    })
    attack(d, 'Quake Wave')
    expect(kos(d.events)).toEqual([expect.objectContaining({ seat: 1, from: { seat: 1, zone: 'bench', index: 0 } })])
    expect(d.state.pending).toMatchObject({ ask: 'take-prize', seat: 0, min: 1, max: 1 })
    d.pick('Prize card')
    expect(d.state.players[0].prizes).toHaveLength(5)
    expect(d.state.pending?.ask).toBe('main')
    expect(d.state.current).toBe(1)
    expect(active(d.state, 1).damage).toBe(10)
    expect(d.state.players[1].bench.map((b) => d.state.cards[b.stack[0]!]!.def)).toEqual(['grass-basic'])
  })

  it('rules.md KO-3: one attack Knocking Out a Pokémon ex and a Benched Pokémon gives 2 + 1 = 3 Prize cards', () => {
    const d = game({
      players: [
        { active: 'au-whirl' },
        { active: { card: 'ex-basic', damage: 180 }, bench: [{ card: 'colorless-basic', damage: 20 }, 'grass-basic'] },
      ],
    })
    attack(d, 'Quake Wave')
    expect(kos(d.events)).toHaveLength(2)
    expect(d.state.pending).toMatchObject({ ask: 'take-prize', seat: 0, min: 3, max: 3 })
    d.pickIndices([0, 1, 2])
    expect(d.state.players[0].prizes).toHaveLength(3)
    expect(d.state.players[0].hand).toHaveLength(3)
    // The only Benched Pokémon left becomes the Active.
    expect(d.state.cards[active(d.state, 1).stack[0]!]!.def).toBe('grass-basic')
  })

  it('rules.md KO-2 / SC-2: a Special Condition the attack put on the Knocked Out Pokémon does not pass to the new Active', () => {
    const d = game({
      players: [
        { active: 'm-status' },
        { active: { card: 'fire-basic', damage: 40 }, bench: ['colorless-basic', 'grass-basic'] },
      ],
    })
    attack(d, 'Stun Wave').pick('Prize card').pick('Puffball')
    expect(active(d.state, 1).conditions).toMatchObject({ rotation: null, poisoned: false, burned: false })
    expect(d.state.current).toBe(1)
    // The new Active is not Paralyzed: it may attack on its owner's turn.
    expect(d.has('Attack: Pound')).toBe(true)
  })

  for (const rules of RULES) {
    it(`rules.md KO-3 / KO-7 / B-13 (${rules}): an attack that Knocks Out Pokémon on both sides: each side takes Prizes for the other's, the next player first`, () => {
      // Whirlwisp (100 HP, 50 damage) uses Big Bang: itself, its Benched Puffball (30 HP, 20 damage), the Defending
      // Flamelet and the opponent's Benched Puffball are all Knocked Out.
      const d = game({
        rules,
        players: [
          { active: { card: 'au-whirl', damage: 50 }, bench: [{ card: 'colorless-basic', damage: 20 }, 'big-basic'] },
          { active: 'fire-basic', bench: [{ card: 'colorless-basic', damage: 20 }, 'big-basic'] },
        ],
      })
      attack(d, 'Big Bang')
      expect(kos(d.events)).toHaveLength(4)
      expect(d.state.pending).toMatchObject({ ask: 'take-prize', seat: 1, min: 2, max: 2 })
      d.pickIndices([0, 1])
      expect(d.state.pending).toMatchObject({ ask: 'take-prize', seat: 0, min: 2, max: 2 })
      d.pickIndices([0, 1])
      expect(d.state.players[0].prizes).toHaveLength(4)
      expect(d.state.players[1].prizes).toHaveLength(4)
      // Each side's only Benched Pokémon left (Boulderback) becomes its Active; seat 1's turn starts.
      expect(d.state.cards[active(d.state, 0).stack[0]!]!.def).toBe('big-basic')
      expect(d.state.cards[active(d.state, 1).stack[0]!]!.def).toBe('big-basic')
      expect(active(d.state, 0).damage).toBe(10)
      expect(d.state.current).toBe(1)
    })
  }

  it('rules.md PC-5 / KO-3: a Pokémon ex Knocked Out by Poison at Checkup gives its opponent 2 Prize cards', () => {
    const d = game({
      players: [
        { active: 'big-basic' },
        { active: { card: 'ex-basic', damage: 180, conditions: ['poisoned'] }, bench: ['grass-basic'] },
      ],
    })
    d.pick('End turn')
    expect(d.state.pending).toMatchObject({ ask: 'take-prize', seat: 0, min: 2, max: 2 })
    d.pickIndices([0, 1])
    expect(d.state.players[0].prizes).toHaveLength(4)
    expect(d.state.current).toBe(1)
  })

  for (const rules of RULES) {
    it(`rules.md PC-5 / KO-4 / B-15 (${rules}): Poison Knocks Out the last Pokémon of the player who just ended the turn: the opponent wins`, () => {
      const d = game({
        rules,
        players: [{ active: { card: 'fire-basic', damage: 40, conditions: ['poisoned'] } }, { active: 'big-basic' }],
      })
      d.pick('End turn')
      if (d.state.pending?.ask === 'take-prize') d.pick('Prize card')
      expect(d.state.result).toMatchObject({ winner: 1 })
    })
  }
})

describe('audit §1.10 Pokémon Checkup', () => {
  for (const rules of RULES) {
    it(`rules.md PC-5 / B-16 (${rules}): both players' Asleep Pokémon flip at the same Checkup, the player who just ended the turn first`, () => {
      const d = game({
        rules,
        flips: [true, false],
        players: [
          { active: { card: 'big-basic', conditions: ['asleep'] } },
          { active: { card: 'm-fire60', conditions: ['asleep'] } },
        ],
      })
      d.pick('End turn')
      const c = coins(d.events)
      expect(c.map((x) => x.seat)).toEqual([0, 1])
      expect(active(d.state, 0).conditions.rotation).toBeNull()
      expect(active(d.state, 1).conditions.rotation).toBe('asleep')
      // Seat 1 is still Asleep on its own turn: it cannot attack.
      expect(d.state.current).toBe(1)
      expect(d.labels().some((l) => l.startsWith('Attack'))).toBe(false)
    })
  }

  for (const rules of RULES) {
    it(`rules.md PC-6 / SC-ASL / B-17 (${rules}): a Pokémon put to Sleep by an attack flips at the Checkup right after; heads, it may attack on its turn`, () => {
      const d = game({ rules, flips: [true], players: [{ active: 'm-status' }, { active: 'm-fire60' }] })
      attack(d, 'Lullaby')
      expect(coins(d.events)).toEqual([expect.objectContaining({ seat: 1 })])
      expect(active(d.state, 1).conditions.rotation).toBeNull()
      expect(d.state.current).toBe(1)
      expect(d.has('Attack: Nip')).toBe(true)
    })
  }

  it('rules.md SC-3 / PC-6: a Pokémon put to Sleep and then Paralyzed is no longer Asleep: no Sleep flip at Checkup', () => {
    const d = game({ players: [{ active: 'm-status' }, { active: { card: 'big-basic', conditions: ['asleep'] } }] })
    attack(d, 'Stun Wave')
    expect(coins(d.events)).toEqual([])
    expect(active(d.state, 1).conditions.rotation).toBe('paralyzed')
  })

  it("rules.md PC-6 / SC-PAR: Paralysis does not wear off at the Checkup after the opponent's turn that applied it", () => {
    const d = game({ rules: 'classic1999', players: [{ active: 'm-status' }, { active: 'big-basic' }] })
    attack(d, 'Stun Wave')
    expect(d.events.filter((e) => e.type === 'condition' && !e.on)).toEqual([])
    expect(active(d.state, 1).conditions.rotation).toBe('paralyzed')
  })
})

describe('audit §1.11 Special Conditions', () => {
  for (const rules of RULES) {
    it(`rules.md SC-2 / §4.2 (${rules}): a Paralyzed Active that evolves recovers and may attack that same turn`, () => {
      const d = game({
        rules,
        players: [
          {
            active: { card: 'fire-basic', energy: ['energy-fire', 'energy-fire'], conditions: ['paralyzed'] },
            hand: ['fire-stage1'],
          },
          { active: 'big-basic' },
        ],
      })
      expect(d.labels().some((l) => l.startsWith('Attack'))).toBe(false)
      d.pick('Evolve')
      expect(active(d.state, 0).conditions.rotation).toBeNull()
      attack(d, 'Flame Tail')
      expect(active(d.state, 1).damage).toBe(50)
    })

    it(`rules.md SC-2 / §4.2 (${rules}): a Poisoned and Confused Defending Pokémon switched to the Bench by the attack loses both`, () => {
      const d = game({ rules, players: [{ active: 'au-whirl' }, { active: 'big-basic', bench: ['grass-basic'] }] })
      attack(d, 'Toxic Whirl')
      if (d.state.pending?.ask === 'choose-target') d.pick('Leaflet')
      const moved = d.state.players[1].bench.find((b) => d.state.cards[b.stack[0]!]!.def === 'big-basic')!
      expect(moved.conditions).toMatchObject({ rotation: null, poisoned: false })
      expect(moved.damage).toBe(0) // no Poison at the Checkup
      expect(active(d.state, 1).conditions).toMatchObject({ rotation: null, poisoned: false })
      expect(pile(d.state, 1, 'discard')).toEqual([])
    })
  }

  it('rules.md SC-5 / §4.2 B-17 (classic1999): a new Poison on a Poisoned Pokémon still means one 10-damage tick per turn', () => {
    const d = game({
      rules: 'classic1999',
      players: [{ active: 'm-status' }, { active: { card: 'big-basic', conditions: ['poisoned'] } }],
    })
    attack(d, 'Toxic Mist')
    expect(active(d.state, 1).damage).toBe(10)
    expect(active(d.state, 1).conditions.poisoned).toBe(true)
  })
})
