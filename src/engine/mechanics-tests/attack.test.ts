/**
 * rules.md §1.7 Attack procedure (ATK-a…ATK-h) and era table rows 12, 13, 24.
 */
import { describe, expect, it } from 'vitest'
import type { Marker } from '../model/state'
import type { GameEvent } from '../model/events'
import { active, attack, coins, eventsOf, game, hasAttack, pile } from './helpers'

const RULES = ['modern', 'classic1999'] as const

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

  for (const rules of RULES) {
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
      expect(eventsOf(d.events, 'knock-out')).toEqual([expect.objectContaining({ seat: 0 })])
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
  }

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
