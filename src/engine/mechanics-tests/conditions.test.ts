/**
 * rules.md §1.11 Special Conditions (SC-1…SC-7, SC-ASL/BRN/CNF/PAR/PSN) and era row 18.
 * SC-6 (card orientation: Asleep 90° counter-clockwise, Paralyzed 90° clockwise, Confused 180°) is UI only:
 * the engine stores the condition, the board draws the rotation; nothing to test here.
 */
import { describe, expect, it } from 'vitest'
import type { SpecialCondition } from '../model/types'
import type { Marker } from '../model/state'
import { active, attack, coins, eventsOf, game, hasAttack, pile } from './helpers'

const RULES = ['modern', 'classic1999'] as const

/**
 * Seat 0's Hexling uses `name` on seat 1's Active (which may start with conditions). The Checkup coins that follow
 * the attack (Burn, Sleep) come up tails, so the conditions are still there to be seen.
 */
function hex(name: string, start: SpecialCondition[] = [], rules: 'modern' | 'classic1999' = 'modern') {
  const d = game({
    rules,
    flips: [false, false, false],
    players: [{ active: 'm-status' }, { active: { card: 'big-basic', conditions: start }, bench: ['grass-basic'] }],
  })
  attack(d, name)
  return d
}

describe('rules.md SC-1: five conditions, only on the Active Pokémon', () => {
  it('rules.md SC-1: each of Asleep, Burned, Confused, Paralyzed and Poisoned can be given to the Active', () => {
    const c = (n: string) => active(hex(n).state, 1).conditions
    expect(c('Lullaby').rotation).toBe('asleep')
    expect(c('Dizzy Dance').rotation).toBe('confused')
    expect(c('Stun Wave').rotation).toBe('paralyzed')
    expect(c('Toxic Mist').poisoned).toBe(true)
    expect(c('Scorch').burned).toBe(true)
  })
  it('rules.md SC-1: a Benched Pokémon cannot be given a Special Condition', () => {
    const d = game({ players: [{ active: 'm-status' }, { active: 'big-basic', bench: ['grass-basic'] }] })
    attack(d, 'Bench Hex').pick('Leaflet')
    expect(d.state.players[1].bench[0]!.conditions).toMatchObject({ rotation: null, poisoned: false, burned: false })
    expect(eventsOf(d.events, 'condition')).toEqual([])
  })
})

describe('rules.md SC-2: moving to the Bench or evolving removes all Special Conditions', () => {
  it('rules.md SC-2: retreating to the Bench removes every condition (SC-CNF: a Confused Pokémon can retreat)', () => {
    const d = game({
      players: [
        {
          active: { card: 'm-fire60', energy: ['energy-fire'], conditions: ['confused', 'poisoned', 'burned'] },
          bench: ['big-basic'],
        },
        { active: 'big-basic' },
      ],
    })
    d.pick('Retreat')
    expect(d.state.players[0].bench[0]!.conditions).toMatchObject({ rotation: null, poisoned: false, burned: false })
    d.pick('End turn')
    expect(d.state.players[0].bench[0]!.damage).toBe(0) // no Poison or Burn at Checkup any more
  })
  it('rules.md SC-2: evolving removes every condition', () => {
    const d = game({
      players: [
        { active: { card: 'fire-basic', conditions: ['asleep', 'poisoned', 'burned'] }, hand: ['fire-stage1'] },
        { active: 'big-basic' },
      ],
    })
    d.pick('Evolve Flamelet into Flamewing')
    expect(active(d.state, 0).conditions).toMatchObject({ rotation: null, poisoned: false, burned: false })
    expect(
      eventsOf(d.events, 'condition')
        .filter((e) => !e.on)
        .map((e) => e.condition)
        .sort(),
    ).toEqual(['asleep', 'burned', 'poisoned'])
  })

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
  }

  for (const rules of RULES) {
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
})

describe('rules.md SC-2: devolving', () => {
  it('rules.md SC-2: devolving removes every condition', () => {
    const d = game({
      players: [
        { active: 'm-smoke' },
        { active: { card: ['fire-basic', 'fire-stage1'], conditions: ['confused', 'poisoned', 'burned'] } },
      ],
    })
    attack(d, 'Devolve Ray')
    expect(active(d.state, 1).stack.map((u) => d.state.cards[u]!.def)).toEqual(['fire-basic'])
    expect(active(d.state, 1).conditions).toMatchObject({ rotation: null, poisoned: false, burned: false })
    expect(active(d.state, 1).damage).toBe(0) // no Poison or Burn at the Checkup that follows
  })
})

describe('rules.md SC-3 / SC-4 / §2 row 18: which conditions replace each other', () => {
  for (const rules of ['modern', 'classic1999'] as const) {
    it(`rules.md SC-3 / §2 row 18 (${rules}): Confused replaces Asleep`, () => {
      const d = hex('Dizzy Dance', ['asleep'], rules)
      expect(active(d.state, 1).conditions.rotation).toBe('confused')
      expect(eventsOf(d.events, 'condition').map((e) => `${e.condition} ${e.on}`)).toEqual([
        'asleep false',
        'confused true',
      ])
    })
    it(`rules.md SC-3 / §2 row 18 (${rules}): Paralyzed replaces Confused; Asleep replaces Paralyzed`, () => {
      expect(active(hex('Stun Wave', ['confused'], rules).state, 1).conditions.rotation).toBe('paralyzed')
      expect(active(hex('Lullaby', ['paralyzed'], rules).state, 1).conditions.rotation).toBe('asleep')
    })
    it(`rules.md SC-4 / §2 row 18 (${rules}): Poisoned co-exists with Asleep`, () => {
      const d = hex('Lullaby', ['poisoned'], rules)
      expect(active(d.state, 1).conditions).toMatchObject({ rotation: 'asleep', poisoned: true })
    })
  }
  it('rules.md SC-4: a Pokémon can be Burned, Paralyzed and Poisoned at once', () => {
    const d = hex('Chaos Cloud')
    expect(active(d.state, 1).conditions).toMatchObject({ rotation: 'paralyzed', poisoned: true, burned: true })
  })
  it('rules.md SC-4: Poison and Burn are not removed when a rotation condition is applied', () => {
    const d = hex('Dizzy Dance', ['poisoned', 'burned', 'asleep'])
    expect(active(d.state, 1).conditions).toMatchObject({ rotation: 'confused', poisoned: true, burned: true })
  })

  it('rules.md SC-3 / PC-6: a Pokémon put to Sleep and then Paralyzed is no longer Asleep: no Sleep flip at Checkup', () => {
    const d = game({ players: [{ active: 'm-status' }, { active: { card: 'big-basic', conditions: ['asleep'] } }] })
    attack(d, 'Stun Wave')
    expect(coins(d.events)).toEqual([])
    expect(active(d.state, 1).conditions.rotation).toBe('paralyzed')
  })
})

describe('rules.md SC-5: no double Poison or Burn', () => {
  it('rules.md SC-5: Poisoning a Poisoned Pokémon does not stack: 1 counter at Checkup', () => {
    // The attack's Checkup is the first one after the new Poison.
    const d = hex('Toxic Mist', ['poisoned'])
    expect(active(d.state, 1).damage).toBe(10)
  })
  it('rules.md SC-5: a new Poison replaces the old one (a 2-counter Poison replaced by a normal one puts 1)', () => {
    const d = game({ players: [{ active: 'm-status' }, { active: 'big-basic' }] })
    attack(d, 'Heavy Toxin') // 2 counters at this Checkup
    expect(active(d.state, 1).damage).toBe(20)
    d.pick('End turn') // seat 1 ends: another 20
    expect(active(d.state, 1).damage).toBe(40)
    attack(d, 'Toxic Mist') // normal Poison replaces it: 10
    expect(active(d.state, 1).damage).toBe(50)
  })
  it('rules.md SC-5: Burning a Burned Pokémon does not stack: 2 counters at Checkup', () => {
    const d = game({
      flips: [false],
      players: [{ active: 'm-status' }, { active: { card: 'big-basic', conditions: ['burned'] } }],
    })
    attack(d, 'Scorch')
    expect(active(d.state, 1).damage).toBe(20)
  })

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

describe('rules.md SC-ASL / SC-BRN / SC-CNF / SC-PAR / SC-PSN: what each condition stops', () => {
  const menu = (cond: SpecialCondition) =>
    game({
      players: [
        { active: { card: 'm-fire60', energy: ['energy-fire'], conditions: [cond] }, bench: ['big-basic'] },
        { active: 'big-basic' },
      ],
    }).labels()
  it('rules.md SC-ASL: an Asleep Pokémon cannot attack or retreat', () => {
    expect(menu('asleep').filter((l) => /^(Attack|Retreat)/.test(l))).toEqual([])
  })
  it('rules.md SC-PAR: a Paralyzed Pokémon cannot attack or retreat', () => {
    expect(menu('paralyzed').filter((l) => /^(Attack|Retreat)/.test(l))).toEqual([])
  })
  it('rules.md SC-CNF: a Confused Pokémon can retreat and try to attack', () => {
    const l = menu('confused')
    expect(l.some((x) => x.startsWith('Retreat'))).toBe(true)
    expect(l.some((x) => x.startsWith('Attack'))).toBe(true)
  })
  it('rules.md SC-BRN / SC-PSN: Burned or Poisoned Pokémon can attack and retreat', () => {
    for (const c of ['burned', 'poisoned'] as const) {
      const l = menu(c)
      expect(l.some((x) => x.startsWith('Retreat'))).toBe(true)
      expect(l.some((x) => x.startsWith('Attack'))).toBe(true)
    }
  })
})

describe('rules.md SC-7: effects of attacks end like Special Conditions', () => {
  const glare: Marker = { source: 'm-smoke', key: 'glare', clearsOnMove: true }
  it('rules.md SC-7: "can\'t attack" from an attack ends when the Pokémon evolves', () => {
    const d = game({
      players: [
        {
          active: { card: 'fire-basic', energy: ['energy-fire', 'energy-fire'], markers: [glare] },
          hand: ['fire-stage1'],
        },
        { active: 'big-basic' },
      ],
    })
    expect(hasAttack(d, 'Scratch')).toBe(false)
    d.pick('Evolve')
    expect(hasAttack(d, 'Flame Tail')).toBe(true)
  })
  it('rules.md SC-7: "can\'t attack" from an attack ends when the Pokémon moves to the Bench', () => {
    const d = game({
      players: [
        { active: { card: 'm-fire60', energy: ['energy-fire'], markers: [glare] }, bench: ['colorless-basic'] },
        { active: 'big-basic' },
      ],
    })
    expect(hasAttack(d, 'Nip')).toBe(false)
    d.pick('Retreat')
    expect(d.state.players[0].bench[0]!.markers).toEqual([])
  })
  it('rules.md SC-7: the same effect stays while the Pokémon stays Active', () => {
    const d = game({ players: [{ active: { card: 'm-fire60', markers: [glare] } }, { active: 'big-basic' }] })
    d.pick('End turn').pick('End turn')
    expect(hasAttack(d, 'Nip')).toBe(false)
  })
})
