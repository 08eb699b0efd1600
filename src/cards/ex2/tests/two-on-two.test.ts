/**
 * EX Ruby & Sapphire and EX Sandstorm cards in the 2-on-2 Battle (seed 003 Appendix A "2-on-2 Battle Rules"):
 * - "Trainer Cards": "If the Trainer card has an effect on your Active Pokémon, you choose only one of your Active
 *   Pokémon for that card's effect (unless the card tells you to apply the effect to two or more of your Pokémon)."
 * - "Attack!": "Attacks that refer to 'each Defending Pokémon' will affect both of the Defending Pokémon for that
 *   player."
 * Each test fails if the card acted on the first Active Spot only.
 */
import { describe, expect, it } from 'vitest'
import type { Driver } from '../../../engine/testing/scenario'
import { E, active, bench, game, ss } from './helpers'
import { coins, eventsOf } from '../../../engine/testing/events'

const rs = (n: number): string => `ex1-${n}`
const p1 = (d: Driver) => d.state.players[1]
const p0 = (d: Driver) => d.state.players[0]
const name = (d: Driver, uid: number | undefined) => d.state.cards[uid!]!.def

describe('Appendix A "Trainer Cards": an effect on your Active Pokémon acts on the one you choose', () => {
  it('Switch (ex1-92) asks which Active Pokémon goes to the Bench; the other stays Active', () => {
    const d = game({
      format: 'double',
      players: [
        { active: 'base1-63', secondActive: 'base1-46', bench: ['base1-44'], hand: [rs(92)] },
        { active: 'base1-52' },
      ],
    })
    d.pick('Play Switch')
    expect(d.decision.text).toBe('Which Active Pokémon goes to the Bench?')
    d.pick('Charmander').pick('Bulbasaur')
    expect(name(d, p0(d).active!.stack[0])).toBe('base1-63') // Squirtle stays in the first spot
    expect(name(d, p0(d).secondActive!.stack[0])).toBe('base1-44')
    expect(name(d, bench(d.state, 0, 0).stack[0])).toBe('base1-46')
  })

  it('Switch in 1-on-1 asks only for the Benched Pokémon', () => {
    const d = game({ players: [{ active: 'base1-63', bench: ['base1-44'], hand: [rs(92)] }, { active: 'base1-52' }] })
    d.pick('Play Switch')
    expect(d.decision.text).not.toBe('Which Active Pokémon goes to the Bench?')
    d.pick('Bulbasaur')
    expect(name(d, active(d.state, 0).stack[0])).toBe('base1-44')
  })

  it('Pokémon Reversal (ex1-87): the opponent chooses which of their Active Pokémon switches out', () => {
    const d = game({
      format: 'double',
      flips: [true],
      players: [
        { active: 'base1-63', hand: [rs(87)] },
        { active: 'base1-46', secondActive: 'base1-44', bench: ['base1-52'] },
      ],
    })
    d.pick('Play Pokémon Reversal')
    expect(d.decision.seat).toBe(1)
    d.pick('Bulbasaur').pick('Machop')
    expect([name(d, p1(d).active!.stack[0]), name(d, p1(d).secondActive!.stack[0])]).toEqual(['base1-46', 'base1-52'])
  })

  it("Wally's Training (ex2-89) evolves the Active Pokémon the player chooses", () => {
    const d = game({
      format: 'double',
      players: [
        { active: 'base1-63', secondActive: 'base1-46', hand: [ss(89)], deck: ['base1-24', 'base1-42'] },
        { active: 'base1-52' },
      ],
    })
    d.pick("Play Wally's Training")
    expect(d.decision.text).toBe("Wally's Training: evolve which Active Pokémon?")
    d.pick('Charmander').pick('Charmeleon')
    expect(p0(d).secondActive!.stack).toHaveLength(2)
    expect(p0(d).active!.stack).toHaveLength(1)
  })

  it('Double Full Heal (ex2-86) says "each of your Active Pokémon": both recover, no question', () => {
    const d = game({
      format: 'double',
      players: [
        {
          active: { card: 'base1-63', conditions: ['poisoned'] },
          secondActive: { card: 'base1-46', conditions: ['asleep', 'burned'] },
          hand: [ss(86)],
        },
        { active: 'base1-52' },
      ],
    })
    d.pick('Play Double Full Heal')
    const [a, b] = [p0(d).active!.conditions, p0(d).secondActive!.conditions]
    expect([a.poisoned, b.rotation, b.burned]).toEqual([false, null, false])
  })
})

describe('Appendix A "Attack!": each Defending Pokémon is both of them', () => {
  it('Natu (ex2-69) Soothing Wave puts both Defending Pokémon to sleep, whichever is attacked', () => {
    const d = game({
      format: 'double',
      flips: [false, false], // both stay Asleep at the Checkup
      players: [
        { active: { card: ss(69), energy: [E.psychic] } },
        { active: 'base1-46', secondActive: 'base1-44', bench: ['base1-52'] },
      ],
    })
    d.act('attack', (a) => a.type === 'attack' && a.index === 1 && a.target === 1)
    expect([p1(d).active!.conditions.rotation, p1(d).secondActive!.conditions.rotation]).toEqual(['asleep', 'asleep'])
    expect(bench(d.state, 1, 0).conditions.rotation).toBeNull()
  })

  it('Hariyama (ex1-8) Super Slap Push does 20 to each Defending Pokémon, with Weakness for each', () => {
    const d = game({
      format: 'double',
      players: [
        { active: { card: rs(8), energy: [E.fighting] } },
        { active: 'base1-63', secondActive: 'base1-20' }, // Squirtle, and Electabuzz (Weak to Fighting)
      ],
    })
    d.act('attack', (a) => a.type === 'attack' && a.index === 0 && a.target === undefined)
    expect([p1(d).active!.damage, p1(d).secondActive!.damage]).toEqual([20, 40])
  })

  it('Golduck (ex2-17) Chaos Flash: "choose 1 if there are 2" confuses the chosen one only', () => {
    const d = game({
      format: 'double',
      flips: [true],
      players: [{ active: ss(17) }, { active: 'base1-63', secondActive: 'base1-46' }],
    })
    d.pick('Use Chaos Flash').pick('Charmander')
    expect([p1(d).active!.conditions.rotation, p1(d).secondActive!.conditions.rotation]).toEqual([null, 'confused'])
  })

  it('Shiftry (ex2-12) Fan Away can reach the second Defending Pokémon when only it has Energy', () => {
    const d = game({
      format: 'double',
      flips: [true],
      players: [{ active: ss(12) }, { active: 'base1-63', secondActive: { card: 'base1-46', energy: [E.fire] } }],
    })
    d.pick('Use Fan Away')
    if (d.decision.ask === 'choose-cards') d.pick('Fire Energy')
    expect(p1(d).secondActive!.energy).toHaveLength(0)
    expect(d.state.players[1].hand).toHaveLength(1)
  })

  it('Seaking (ex1-21) Fast Stream moves an Energy card from the attacked Pokémon to the other Defending Pokémon', () => {
    const d = game({
      format: 'double',
      players: [
        { active: { card: rs(21), energy: [E.water, E.water] } },
        { active: 'base1-44', secondActive: { card: 'base1-20', energy: [E.lightning] } },
      ],
    })
    d.act('attack', (a) => a.type === 'attack' && a.index === 1 && a.target === 1)
    if (d.decision.ask === 'choose-cards') d.pick('Lightning Energy')
    const [attacked, other] = [p1(d).active!, p1(d).secondActive!] // the attacked Electabuzz is in the first spot now
    expect([name(d, attacked.stack[0]), attacked.damage, attacked.energy.length]).toEqual(['base1-20', 30, 0])
    expect(other.energy).toHaveLength(1)
  })

  it('Typhlosion ex (ex2-99) Split Blast may do 50 to each of 2 Defending Pokémon instead of 100', () => {
    const d = game({
      format: 'double',
      players: [
        { active: { card: [ss(59), ss(51), ss(99)], energy: [E.fire, E.fire, E.fire, E.fire, E.water] } },
        { active: 'base1-3', secondActive: 'base1-20' }, // Chansey 120 HP, Electabuzz 70 HP
      ],
    })
    d.act('attack', (a) => a.type === 'attack' && a.index === 1 && a.target === undefined)
    expect(d.decision.ask).toBe('yes-no')
    d.pick('Yes').pick('Water Energy')
    expect([p1(d).active!.damage, p1(d).secondActive!.damage]).toEqual([50, 50])
  })

  it('Dusclops (ex2-4) Random Curse: the 5 counters are split among both Defending Pokémon as the player likes', () => {
    const d = game({
      format: 'double',
      players: [
        { active: { card: [ss(61), ss(4)], energy: [E.psychic, E.fire, E.fire] } },
        { active: 'base1-3', secondActive: 'base1-20' },
      ],
    })
    d.act('attack', (a) => a.type === 'attack' && a.index === 1 && a.target === undefined)
    for (const who of ['Chansey', 'Chansey', 'Electabuzz', 'Chansey', 'Electabuzz']) d.pick(who)
    expect([p1(d).active!.damage, p1(d).secondActive!.damage]).toEqual([30, 20])
  })
})

describe('Appendix A "Baby Pokémon": the flip only when the Baby Pokémon is the one attacked', () => {
  // "When your Pokémon makes an attempt to attack an opponent's Baby Pokémon, you flip a coin. The rule for Baby
  // Pokémon is applied only when your Pokémon tries to attack a Baby Pokémon." Pichu (ex2-20) is a Baby Pokémon.
  const twoOnTwo = (flips: boolean[]) =>
    game({
      format: 'double',
      flips,
      players: [
        { active: { card: 'base1-46', energy: [E.fire] } }, // Charmander: Scratch (C) 10
        { active: 'base1-52', secondActive: ss(20), bench: ['base1-52'] }, // Machop, Pichu
      ],
    })
  const babyCoins = (d: Driver) => coins(d.events).filter((c) => c.reason === 'Baby Pokémon')
  const attackOn = (d: Driver, target: 0 | 1) =>
    d.act('attack', (a) => a.type === 'attack' && (a.target ?? 0) === target)

  it('attacking the other Defending Pokémon flips no coin and the attack happens', () => {
    const d = attackOn(twoOnTwo([false, false]), 0)
    expect(babyCoins(d)).toHaveLength(0)
    expect(p1(d).active!.damage).toBe(10)
  })

  it('attacking the Baby Pokémon flips the coin: tails, the turn ends without an attack', () => {
    const d = attackOn(twoOnTwo([false]), 1)
    expect(babyCoins(d)).toMatchObject([{ heads: false }])
    expect(eventsOf(d.events, 'attack')).toHaveLength(0)
    expect(p1(d).secondActive!.damage).toBe(0)
    expect(d.state.current).toBe(1)
  })

  it('attacking the Baby Pokémon, heads: the attack goes on and hits it', () => {
    const d = attackOn(twoOnTwo([true]), 1)
    expect(babyCoins(d)).toMatchObject([{ heads: true }])
    // The attacked Pokémon is in the first spot for the attack (docs/engine.md "Attacking and retreating").
    const pichu = [p1(d).active!, p1(d).secondActive!].find((s) => name(d, s.stack[0]) === ss(20))!
    expect(pichu.damage).toBe(10)
  })
})
