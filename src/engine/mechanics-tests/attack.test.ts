/**
 * rules.md §1.7 Attack procedure (ATK-a…ATK-h) and era table rows 12, 13, 24.
 */
import { describe, expect, it } from 'vitest'
import type { Marker } from '../model/state'
import type { GameEvent } from '../model/events'
import { active, attack, coins, eventsOf, game, hasAttack } from './helpers'

const smokescreen: Marker = { source: 'm-smoke', key: 'smokescreen', clearsOnMove: true }
const kinds = (events: GameEvent[]) => events.map((e) => e.type)

describe('rules.md ATK-a: declaring an attack', () => {
  it('rules.md ATK-a: an attack is offered only when the attached Energy pays its cost', () => {
    expect(hasAttack(game({ players: [{ active: 'fire-basic' }, { active: 'big-basic' }] }), 'Ember')).toBe(false)
    expect(
      hasAttack(
        game({ players: [{ active: { card: 'fire-basic', energy: ['energy-fire'] } }, { active: 'big-basic' }] }),
        'Ember',
      ),
    ).toBe(false)
    const d = game({
      players: [{ active: { card: 'fire-basic', energy: ['energy-fire', 'energy-water'] } }, { active: 'big-basic' }],
    })
    expect(hasAttack(d, 'Ember')).toBe(true)
    expect(hasAttack(d, 'Scratch')).toBe(true)
  })

  it('rules.md ATK-a: the player going first may not attack on turn 1 (modern)', () => {
    const d = game({ turn: 1, players: [{ active: 'm-fire60' }, { active: 'big-basic' }] })
    expect(hasAttack(d, 'Nip')).toBe(false)
  })

  it('rules.md ATK-a / SC-ASL: an Asleep Pokémon cannot attack', () => {
    const d = game({ players: [{ active: { card: 'm-fire60', conditions: ['asleep'] } }, { active: 'big-basic' }] })
    expect(d.labels().filter((l) => l.startsWith('Attack'))).toEqual([])
  })

  it('rules.md ATK-a / SC-PAR: a Paralyzed Pokémon cannot attack', () => {
    const d = game({ players: [{ active: { card: 'm-fire60', conditions: ['paralyzed'] } }, { active: 'big-basic' }] })
    expect(d.labels().filter((l) => l.startsWith('Attack'))).toEqual([])
  })

  it('rules.md ATK-a: Confused, Poisoned and Burned Pokémon may still try to attack', () => {
    const d = game({
      players: [
        { active: { card: 'm-fire60', conditions: ['confused', 'poisoned', 'burned'] } },
        { active: 'big-basic' },
      ],
    })
    expect(hasAttack(d, 'Nip')).toBe(true)
  })

  it('rules.md ATK-a: an attack is declared (event) before anything else happens', () => {
    const d = game({
      flips: [true],
      players: [{ active: { card: 'm-fire60', conditions: ['confused'] } }, { active: 'big-basic' }],
    })
    attack(d, 'Nip')
    const k = kinds(d.events)
    expect(k.indexOf('attack')).toBeLessThan(k.indexOf('coin'))
    expect(k.indexOf('coin')).toBeLessThan(k.indexOf('damage'))
  })
})

describe('rules.md ATK-b: effects that alter or cancel the attack come first', () => {
  it('rules.md ATK-b: a "tails, that attack doesn\'t happen" effect can stop the attack', () => {
    const d = game({
      flips: [false],
      players: [{ active: { card: 'm-fire60', markers: [smokescreen] } }, { active: 'big-basic' }],
    })
    attack(d, 'Fire Fang')
    expect(active(d.state, 1).damage).toBe(0)
    expect(d.state.current).toBe(1) // the turn still ends
  })

  it('rules.md ATK-b / ATK-c: the alter/cancel flip comes before the Confusion flip; if it stops the attack there is no Confusion flip', () => {
    const d = game({
      flips: [false, false],
      players: [
        { active: { card: 'm-fire60', markers: [smokescreen], conditions: ['confused'] } },
        { active: 'big-basic' },
      ],
    })
    attack(d, 'Fire Fang')
    const c = coins(d.events)
    expect(c).toHaveLength(1)
    expect(c[0]!.reason).not.toMatch(/confus/i)
    expect(active(d.state, 0).damage).toBe(0) // no Confusion counters
    expect(active(d.state, 1).damage).toBe(0)
  })

  it('rules.md ATK-b / ATK-c: heads on the alter/cancel flip, then the Confusion flip follows', () => {
    const d = game({
      flips: [true, false],
      players: [
        { active: { card: 'm-fire60', markers: [smokescreen], conditions: ['confused'] } },
        { active: 'big-basic' },
      ],
    })
    attack(d, 'Fire Fang')
    const c = coins(d.events)
    expect(c).toHaveLength(2)
    expect(c[1]!.reason).toMatch(/confus/i)
    expect(active(d.state, 0).damage).toBe(30)
  })

  it('rules.md ATK-b / R-5: the effect disappears when the affected Pokémon leaves the Active Spot', () => {
    const d = game({
      players: [
        { active: { card: 'm-fire60', markers: [smokescreen], energy: ['energy-fire'] }, bench: ['colorless-basic'] },
        { active: 'big-basic' },
      ],
    })
    d.pick('Retreat')
    if (d.state.pending?.ask === 'discard-energy') d.pickIndices([0])
    expect(d.state.players[0].bench[0]!.markers).toEqual([])
  })
})

describe('rules.md ATK-c: Confusion', () => {
  it('rules.md ATK-c / §2 row 12 (modern): tails puts 3 damage counters on the Confused Pokémon and the attack does not happen', () => {
    const d = game({
      flips: [false],
      players: [{ active: { card: 'm-selfweak', conditions: ['confused'] } }, { active: 'big-basic' }],
    })
    attack(d, 'Psybeam')
    expect(active(d.state, 0).damage).toBe(30) // counters: its own Psychic Weakness does not apply
    expect(eventsOf(d.events, 'damage')).toEqual([
      expect.objectContaining({ amount: 30, counters: true, target: { seat: 0, zone: 'active' } }),
    ])
    expect(active(d.state, 1).damage).toBe(0)
  })

  it('rules.md ATK-c: after Confusion tails the turn is over (the attack was attempted)', () => {
    const d = game({
      flips: [false],
      players: [{ active: { card: 'm-fire60', conditions: ['confused'] } }, { active: 'big-basic' }],
    })
    attack(d, 'Nip')
    expect(d.state.current).toBe(1)
    expect(eventsOf(d.events, 'turn-start')).toEqual([expect.objectContaining({ seat: 1 })])
  })

  it('rules.md ATK-c: heads, the attack happens normally', () => {
    const d = game({
      flips: [true],
      players: [{ active: { card: 'm-fire60', conditions: ['confused'] } }, { active: 'big-basic' }],
    })
    attack(d, 'Fire Fang')
    expect(active(d.state, 0).damage).toBe(0)
    expect(active(d.state, 1).damage).toBe(60)
  })

  it('rules.md §2 row 12 (modern): tails puts 3 counters even when the attack would do no damage', () => {
    const d = game({
      flips: [false],
      players: [{ active: { card: 'm-selfweak', conditions: ['confused'] } }, { active: 'big-basic' }],
    })
    attack(d, 'Meditate')
    expect(active(d.state, 0).damage).toBe(30)
  })

  it('rules.md §2 row 12 (classic1999): tails, it hits itself for 20 damage with Weakness to its own type', () => {
    const d = game({
      rules: 'classic1999',
      flips: [false],
      players: [{ active: { card: 'm-selfweak', conditions: ['confused'] } }, { active: 'big-basic' }],
    })
    attack(d, 'Psybeam')
    expect(active(d.state, 0).damage).toBe(40)
    expect(active(d.state, 1).damage).toBe(0)
  })

  it('rules.md §2 row 12 (classic1999): the 20 self-damage happens even with an attack that does no damage', () => {
    const d = game({
      rules: 'classic1999',
      flips: [false],
      players: [{ active: { card: 'm-selfweak', conditions: ['confused'] } }, { active: 'big-basic' }],
    })
    attack(d, 'Meditate')
    expect(active(d.state, 0).damage).toBe(40)
  })

  it('rules.md §2 row 12 (classic1999): Resistance to its own type applies to the 20 self-damage', () => {
    const d = game({
      rules: 'classic1999',
      flips: [false],
      players: [{ active: { card: 'm-selfresist', conditions: ['confused'] } }, { active: 'big-basic' }],
    })
    attack(d, 'Rock Throw')
    expect(active(d.state, 0).damage).toBe(0)
  })

  it('rules.md §2 row 12 (classic1999): a plain Pokémon takes exactly 20, not 3 counters', () => {
    const d = game({
      rules: 'classic1999',
      flips: [false],
      players: [{ active: { card: 'm-fire60', conditions: ['confused'] } }, { active: 'big-basic' }],
    })
    attack(d, 'Fire Fang')
    expect(active(d.state, 0).damage).toBe(20)
    expect(d.state.current).toBe(1)
  })
})

describe('rules.md ATK-d / ATK-e: choices and requirements come after the Confusion check', () => {
  it('rules.md ATK-d / §2 row 13: Confusion tails, no target is ever asked for', () => {
    const d = game({
      flips: [false],
      players: [
        { active: { card: 'm-spreader', conditions: ['confused'] } },
        { active: 'big-basic', bench: ['grass-basic'] },
      ],
    })
    attack(d, 'Snipe')
    expect(d.state.current).toBe(1)
    expect(d.state.players[1].bench[0]!.damage).toBe(0)
  })

  it('rules.md ATK-d / §2 row 13: Confusion heads, the flip has happened before the choice is asked', () => {
    for (const rules of ['modern', 'classic1999'] as const) {
      const d = game({
        rules,
        flips: [true],
        players: [
          { active: { card: 'm-spreader', conditions: ['confused'] } },
          { active: 'big-basic', bench: ['grass-basic'] },
        ],
      })
      attack(d, 'Snipe')
      expect(d.state.pending?.ask).toBe('choose-target')
      expect(coins(d.events)).toHaveLength(1)
      d.pick((o) => o.kind === 'slot' && o.ref.zone === 'bench')
      expect(d.state.players[1].bench[0]!.damage).toBe(20)
    }
  })

  it('rules.md ATK-e: "flip a coin; if tails, this attack does nothing"', () => {
    const tails = game({ flips: [false], players: [{ active: 'm-spreader' }, { active: 'big-basic' }] })
    attack(tails, 'Gamble')
    expect(active(tails.state, 1).damage).toBe(0)
    expect(tails.state.current).toBe(1)
    const heads = game({ flips: [true], players: [{ active: 'm-spreader' }, { active: 'big-basic' }] })
    attack(heads, 'Gamble')
    expect(active(heads.state, 1).damage).toBe(30)
  })
})

describe('rules.md ATK-f: damage, then other effects', () => {
  it('rules.md ATK-f: damage is put on before the Special Condition effect', () => {
    const d = game({ players: [{ active: 'm-status' }, { active: 'big-basic' }] })
    attack(d, 'Stun Wave')
    const k = kinds(d.events)
    expect(k.indexOf('damage')).toBeGreaterThanOrEqual(0)
    expect(k.indexOf('damage')).toBeLessThan(k.indexOf('condition'))
    expect(active(d.state, 1).conditions.rotation).toBe('paralyzed')
  })

  it('rules.md ATK-f: an attack that does no damage is still an attack and ends the turn', () => {
    const d = game({ players: [{ active: 'm-withdraw' }, { active: 'big-basic' }] })
    attack(d, 'Growl')
    expect(eventsOf(d.events, 'attack')).toEqual([expect.objectContaining({ attack: 'Growl' })])
    expect(eventsOf(d.events, 'damage')).toEqual([])
    expect(d.state.current).toBe(1)
  })
})

describe('rules.md ATK-g: Knock Outs after the attack', () => {
  it('rules.md ATK-g: every Pokémon the attack affected is checked, the attacker included', () => {
    const d = game({
      players: [
        { active: 'm-recoil', bench: ['big-basic'] },
        { active: 'fire-basic', bench: ['big-basic'] },
      ],
    })
    attack(d, 'Self Destruct')
    const kos = eventsOf(d.events, 'knock-out')
    expect(kos.map((k) => k.pokemon.def).sort()).toEqual(['fire-basic', 'm-recoil'])
  })

  it("rules.md ATK-g: Knock Outs are checked after all the attack's effects, not in the middle", () => {
    // Reckless Charge KOs the 40-HP Defending Pokémon and then damages the attacker: both happen.
    const d = game({
      players: [
        { active: 'm-recoil', bench: ['big-basic'] },
        { active: 'm-withdraw', bench: ['big-basic'] },
      ],
    })
    attack(d, 'Reckless Charge')
    const k = kinds(d.events)
    const lastDamage = k.lastIndexOf('damage')
    expect(lastDamage).toBeLessThan(k.indexOf('knock-out'))
    expect(active(d.state, 0).damage).toBe(20)
  })
})

describe('rules.md ATK-h: the turn ends with Pokémon Checkup', () => {
  it("rules.md ATK-h: after the attack, Checkup runs, then the opponent's turn starts", () => {
    const d = game({ players: [{ active: 'm-fire60' }, { active: { card: 'big-basic', conditions: ['poisoned'] } }] })
    attack(d, 'Nip')
    const k = kinds(d.events)
    expect(active(d.state, 1).damage).toBe(20) // 10 from Nip + 1 Poison counter
    expect(k.lastIndexOf('damage')).toBeLessThan(k.indexOf('turn-start'))
    expect(d.state.current).toBe(1)
    expect(d.state.pending?.ask).toBe('main')
  })

  it('rules.md §2 row 24: the step order is the same in classic1999 (declare, Confusion, damage, effects, KO, next turn)', () => {
    const d = game({
      rules: 'classic1999',
      flips: [true],
      players: [
        { active: { card: 'm-status', conditions: ['confused'] } },
        { active: { card: 'fire-basic', damage: 40 }, bench: ['big-basic'] },
      ],
    })
    attack(d, 'Stun Wave').pick('Prize card')
    const k = kinds(d.events).filter((x) =>
      ['attack', 'coin', 'damage', 'condition', 'knock-out', 'prize', 'turn-start'].includes(x),
    )
    // The Paralysis goes on the Defending Pokémon before the KO check removes it (its condition ends with it).
    expect(k).toEqual(['attack', 'coin', 'damage', 'condition', 'knock-out', 'condition', 'prize', 'turn-start'])
  })
})
