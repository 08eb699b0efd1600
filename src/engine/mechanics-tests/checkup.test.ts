/**
 * rules.md §1.10 Pokémon Checkup (PC-1…PC-6), SC-PAR timing, era rows 14, 15, 16, 17, 20.
 * "End turn" ends seat 0's turn: Checkup runs for both players, then seat 1's turn starts.
 */
import { describe, expect, it } from 'vitest'
import type { GameEvent } from '../model/events'
import type { RuleSetId } from '../rules/profile'
import type { PokemonSpec } from '../testing/scenario'
import { active, attack, coins, eventsOf, game, hasAttack } from './helpers'

const RULES = ['modern', 'classic1999'] as const

function endTurn(
  mine: PokemonSpec | string,
  opts: { theirs?: PokemonSpec | string; flips?: boolean[]; rules?: RuleSetId } = {},
) {
  const d = game({
    rules: opts.rules,
    flips: opts.flips,
    players: [
      { active: mine, bench: ['big-basic'] },
      { active: opts.theirs ?? 'big-basic', bench: ['big-basic'] },
    ],
  })
  d.pick('End turn')
  return d
}
/** A compact trace of checkup events: damage amounts, coins and condition changes. */
const trace = (events: GameEvent[]) =>
  events.flatMap((e) => {
    if (e.type === 'damage') return [`damage ${e.amount}`]
    if (e.type === 'coin') return [`coin ${e.reason}`]
    if (e.type === 'condition') return [`${e.condition} ${e.on ? 'on' : 'off'}`]
    if (e.type === 'heal') return [`heal ${e.amount}`]
    return []
  })

describe('rules.md PC-1: Checkup happens after every turn', () => {
  it('rules.md PC-1: ending the turn without attacking still runs Checkup', () => {
    expect(active(endTurn({ card: 'big-basic', conditions: ['poisoned'] }).state, 0).damage).toBe(10)
  })
  it("rules.md PC-1 / PC-5: the opponent's Pokémon go through Checkup at the end of my turn too", () => {
    const d = endTurn('big-basic', { theirs: { card: 'big-basic', conditions: ['poisoned'] } })
    expect(active(d.state, 1).damage).toBe(10)
  })
  it("rules.md PC-1: Checkup happens before the next player's turn starts", () => {
    const d = endTurn({ card: 'big-basic', conditions: ['poisoned'] })
    const k = d.events.map((e) => e.type)
    expect(k.indexOf('damage')).toBeLessThan(k.indexOf('turn-start'))
  })
})

describe('rules.md PC-2 / §2 row 20: order Poison → Burn → Sleep → Paralysis', () => {
  it('rules.md PC-2: Poisoned, Burned and Asleep resolve in that order', () => {
    const d = endTurn({ card: 'big-basic', conditions: ['asleep', 'burned', 'poisoned'] }, { flips: [false, false] })
    expect(trace(d.events)).toEqual(['damage 10', 'damage 20', 'coin Burned', 'coin Asleep'])
  })
  it('rules.md PC-2: Paralysis recovery comes after Poison and Burn', () => {
    // Paralyzed during seat 1's last turn; seat 0's turn is now ending, so it recovers at this Checkup.
    const d = endTurn({ card: 'big-basic', conditions: ['paralyzed', 'burned', 'poisoned'] }, { flips: [false] })
    expect(trace(d.events)).toEqual(['damage 10', 'damage 20', 'coin Burned', 'paralyzed off'])
  })
  it('rules.md §2 row 20 (classic1999): Poison damage, then the Sleep flip', () => {
    const d = endTurn(
      { card: 'big-basic', conditions: ['asleep', 'poisoned'] },
      { flips: [true], rules: 'classic1999' },
    )
    expect(trace(d.events)).toEqual(['damage 10', 'coin Asleep', 'asleep off'])
  })

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
})

describe('rules.md PC-3 / PC-4: other between-turns effects', () => {
  it('rules.md PC-3: an Ability that works "during Pokémon Checkup" (Lazy Eating heals 10) runs', () => {
    expect(active(endTurn({ card: 'm-lazy', damage: 30 }).state, 0).damage).toBe(20)
  })
  it('rules.md PC-4: Special Conditions are all handled first, then the other effects (never interleaved)', () => {
    // A healthy Poisoned Dozebear: Poison first (10), then Lazy Eating heals it back to 0.
    const d = endTurn({ card: 'm-lazy', conditions: ['poisoned'] })
    expect(trace(d.events)).toEqual(['damage 10', 'heal 10'])
    expect(active(d.state, 0).damage).toBe(0)
  })
  it('rules.md PC-4: every Special Condition of both players comes before any other Checkup effect', () => {
    const d = endTurn({ card: 'm-lazy', damage: 20 }, { theirs: { card: 'big-basic', conditions: ['poisoned'] } })
    expect(trace(d.events)).toEqual(['damage 10', 'heal 10'])
  })
})

describe("rules.md PC-5: Knock Outs after both players' Checkups", () => {
  it('rules.md PC-5: a Pokémon with no HP left after Checkup is Knocked Out, Prizes are taken, then the next turn starts', () => {
    const d = endTurn({ card: 'fire-basic', damage: 40, conditions: ['poisoned'] })
    expect(eventsOf(d.events, 'knock-out')).toEqual([expect.objectContaining({ seat: 0 })])
    expect(d.state.pending).toMatchObject({ ask: 'take-prize', seat: 1 })
    d.pick('Prize card')
    expect(d.state.players[1].prizes).toHaveLength(5)
    expect(d.state.current).toBe(1)
    expect(d.state.pending?.ask).toBe('main')
  })
  it('rules.md PC-5: Knock Outs wait until every Checkup effect is done: Poison down to 0 HP, then a heal, is no Knock Out', () => {
    const d = endTurn({ card: 'm-lazy', damage: 90, conditions: ['poisoned'] })
    expect(trace(d.events)).toEqual(['damage 10', 'heal 10'])
    expect(eventsOf(d.events, 'knock-out')).toEqual([])
    expect(active(d.state, 0).damage).toBe(90)
    expect(d.state.pending).toMatchObject({ ask: 'main', seat: 1 })
  })
  it('rules.md PC-5 (inference): the player who just finished their turn is checked first', () => {
    const d = endTurn(
      { card: 'big-basic', conditions: ['poisoned'] },
      { theirs: { card: 'big-basic', conditions: ['poisoned'] } },
    )
    expect(eventsOf(d.events, 'damage').map((e) => e.target.seat)).toEqual([0, 1])
  })
})

describe('rules.md PC-6 / §2 rows 14-17: per condition', () => {
  it('rules.md PC-6 / §2 row 14 (modern): Poisoned puts 1 damage counter', () => {
    const d = endTurn({ card: 'big-basic', conditions: ['poisoned'] })
    expect(eventsOf(d.events, 'damage')).toEqual([expect.objectContaining({ amount: 10, counters: true })])
  })
  it('rules.md §2 row 14 (classic1999): Poisoned takes 10 damage after every turn, ignoring Weakness and Resistance', () => {
    // Mindbender is weak to Psychic; Poison is not an attack, so still 10.
    const d = endTurn({ card: 'm-selfweak', conditions: ['poisoned'] }, { rules: 'classic1999' })
    expect(active(d.state, 0).damage).toBe(10)
  })
  it('rules.md PC-6: a Poison that says "more counters" puts that many each Checkup', () => {
    const d = game({ players: [{ active: 'm-status' }, { active: 'big-basic' }] })
    attack(d, 'Heavy Toxin')
    expect(active(d.state, 1).damage).toBe(20)
  })
  it('rules.md PC-6 / §2 row 15 (modern): Burned puts 2 counters, then flips; heads it recovers', () => {
    const d = endTurn({ card: 'big-basic', conditions: ['burned'] }, { flips: [true] })
    expect(active(d.state, 0).damage).toBe(20)
    expect(active(d.state, 0).conditions.burned).toBe(false)
  })
  it('rules.md PC-6 / §2 row 15 (modern): Burned, tails it stays Burned (and takes 2 counters again next Checkup)', () => {
    const d = endTurn({ card: 'big-basic', conditions: ['burned'] }, { flips: [false, false] })
    expect(active(d.state, 0).conditions.burned).toBe(true)
    d.pick('End turn')
    expect(active(d.state, 0).damage).toBe(40)
  })
  it('rules.md §2 row 15 (classic1999): Burn does not exist, an attack that would Burn does nothing', () => {
    const d = game({ rules: 'classic1999', players: [{ active: 'm-status' }, { active: 'big-basic' }] })
    attack(d, 'Scorch')
    expect(active(d.state, 1).conditions.burned).toBe(false)
    expect(eventsOf(d.events, 'condition')).toEqual([])
    expect(active(d.state, 1).damage).toBe(0)
  })
  for (const rules of ['modern', 'classic1999'] as const) {
    it(`rules.md PC-6 / §2 row 16 (${rules}): Asleep flips at Checkup; heads wakes it, tails it stays Asleep`, () => {
      const heads = endTurn({ card: 'big-basic', conditions: ['asleep'] }, { flips: [true], rules })
      expect(active(heads.state, 0).conditions.rotation).toBeNull()
      const tails = endTurn({ card: 'big-basic', conditions: ['asleep'] }, { flips: [false], rules })
      expect(active(tails.state, 0).conditions.rotation).toBe('asleep')
      expect(coins(tails.events)).toHaveLength(1)
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
})

describe("rules.md SC-PAR / PC-6 / §2 row 17: Paralysis recovers after its owner's next turn", () => {
  for (const rules of ['modern', 'classic1999'] as const) {
    it(`rules.md SC-PAR (${rules}): paralyzed by the opponent, it misses its owner's next turn and recovers at the Checkup after it`, () => {
      const d = game({
        rules,
        players: [
          { active: 'm-status', bench: ['big-basic'] },
          { active: { card: 'm-fire60', energy: ['energy-fire'] }, bench: ['big-basic'] },
        ],
      })
      attack(d, 'Stun Wave') // turn 3, seat 0
      expect(active(d.state, 1).conditions.rotation).toBe('paralyzed') // still Paralyzed after the Checkup of turn 3
      // Turn 4, seat 1: cannot attack or retreat.
      expect(d.state.current).toBe(1)
      expect(d.labels().filter((l) => l.startsWith('Attack') || l.startsWith('Retreat'))).toEqual([])
      d.pick('End turn')
      expect(active(d.state, 1).conditions.rotation).toBeNull() // recovered at the Checkup after turn 4
      d.pick('End turn') // turn 5, seat 0
      expect(hasAttack(d, 'Fire Fang')).toBe(true) // turn 6, seat 1 attacks again
      expect(d.state.current).toBe(1)
    })
  }
  it("rules.md SC-PAR (inference): Paralysis applied to itself during its owner's turn lasts through the owner's following turn", () => {
    const d = game({
      players: [
        { active: 'm-status', bench: ['big-basic'] },
        { active: 'big-basic', bench: ['big-basic'] },
      ],
    })
    attack(d, 'Self Stun') // turn 3, seat 0
    expect(active(d.state, 0).conditions.rotation).toBe('paralyzed')
    d.pick('End turn') // turn 4, seat 1
    expect(active(d.state, 0).conditions.rotation).toBe('paralyzed')
    expect(d.state.current).toBe(0) // turn 5, seat 0: still Paralyzed, no attack
    expect(d.labels().some((l) => l.startsWith('Attack'))).toBe(false)
    d.pick('End turn')
    expect(active(d.state, 0).conditions.rotation).toBeNull()
  })

  it("rules.md PC-6 / SC-PAR: Paralysis does not wear off at the Checkup after the opponent's turn that applied it", () => {
    const d = game({ rules: 'classic1999', players: [{ active: 'm-status' }, { active: 'big-basic' }] })
    attack(d, 'Stun Wave')
    expect(d.events.filter((e) => e.type === 'condition' && !e.on)).toEqual([])
    expect(active(d.state, 1).conditions.rotation).toBe('paralyzed')
  })
})
