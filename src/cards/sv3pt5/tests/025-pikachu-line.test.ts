import { describe, expect, it } from 'vitest'
import { E, active, bench, energyOf, game, pile, sv } from './helpers'

const RAICHU = [sv(25), sv(26)]

describe('sv3pt5-25 Pikachu', () => {
  it('Charge attaches a Basic Lightning Energy card from the deck to Pikachu and shuffles', () => {
    const d = game({
      players: [
        { active: { card: sv(25), energy: [E.lightning] }, deck: [E.fire, E.lightning, E.water] },
        { active: sv(13) },
      ],
    })
    d.pick('Attack: Charge')
    expect(d.labels()).toEqual(['Basic Lightning Energy'])
    d.pick('Basic Lightning Energy')
    expect(energyOf(d.state, active(d.state, 0))).toEqual([E.lightning, E.lightning])
    expect(d.events.some((e) => e.type === 'shuffle' && e.seat === 0)).toBe(true)
    expect(active(d.state, 1).damage).toBe(0)
  })

  it('Charge may find nothing', () => {
    const d = game({
      players: [{ active: { card: sv(25), energy: [E.lightning] }, deck: [E.lightning, E.fire] }, { active: sv(13) }],
    })
    d.pick('Attack: Charge').pickIndices([])
    expect(energyOf(d.state, active(d.state, 0))).toEqual([E.lightning])
  })

  it('Pika Punch: 50 damage', () => {
    const d = game({
      players: [{ active: { card: sv(25), energy: [E.lightning, E.lightning, E.fire] } }, { active: sv(31) }],
    })
    d.pick('Attack: Pika Punch')
    expect(active(d.state, 1).damage).toBe(50)
  })
})

describe('sv3pt5-26 Raichu', () => {
  it('Thunder: 180 damage and 50 to itself', () => {
    const d = game({
      players: [
        { active: { card: RAICHU, energy: [E.lightning, E.lightning, E.fire] } },
        { active: { card: [sv(1), sv(2), sv(3)] } },
      ],
    })
    d.pick('Attack: Thunder')
    expect(active(d.state, 1).damage).toBe(180)
    expect(active(d.state, 0).damage).toBe(50)
  })

  const grounding = () =>
    game({
      current: 1,
      players: [
        { active: { card: sv(25), energy: [E.lightning, E.lightning, E.fire], damage: 10 }, bench: [{ card: RAICHU }] },
        { active: { card: [sv(29), sv(30)], energy: [E.darkness, E.darkness] } },
      ],
    })

  it('Electrical Grounding: when another of your Pokémon is Knocked Out by an attack, you may move a Lightning Energy from it to Raichu', () => {
    const d = grounding()
    // Nidorina's Sharp Fang (50) Knocks Out Pikachu (60 HP, 10 damage).
    d.pick('Attack: Sharp Fang')
    expect(d.decision.seat).toBe(0)
    expect(d.labels()).toEqual(['Basic Lightning Energy', 'Basic Lightning Energy'])
    d.pick('Basic Lightning Energy')
    d.pick('Prize card 1')
    // Raichu, now Active, has the Energy; the rest was discarded with Pikachu.
    expect(energyOf(d.state, active(d.state, 0))).toEqual([E.lightning])
    expect(pile(d.state, 0, 'discard').sort()).toEqual([E.fire, E.lightning, sv(25)].sort())
  })

  it('Electrical Grounding is optional', () => {
    const d = grounding().pick('Attack: Sharp Fang').pickIndices([])
    d.pick('Prize card 1')
    expect(energyOf(d.state, active(d.state, 0))).toEqual([])
  })

  it("Electrical Grounding: not when the attack Knocks Out with damage counters (Mr. Mime's Psypower), which are not damage", () => {
    const d = game({
      current: 1,
      players: [
        { active: sv(143), bench: [{ card: sv(25), energy: [E.lightning], damage: 50 }, { card: RAICHU }] },
        { active: { card: sv(122), energy: [E.psychic] } },
      ],
    })
    d.pick('Attack: Psypower').pick('Pikachu')
    d.pick('Snorlax').pick('Snorlax')
    expect(d.decision.ask).toBe('take-prize')
    d.pick('Prize card 1')
    expect(energyOf(d.state, bench(d.state, 0, 0))).toEqual([])
    expect(pile(d.state, 0, 'discard').sort()).toEqual([E.lightning, sv(25)].sort())
  })

  it('Electrical Grounding: not when the Pokémon has no Lightning Energy, nor for a Knock Out outside an attack', () => {
    const noLightning = game({
      current: 1,
      players: [
        { active: { card: sv(25), energy: [E.fire], damage: 10 }, bench: [{ card: RAICHU }] },
        { active: { card: [sv(29), sv(30)], energy: [E.darkness, E.darkness] } },
      ],
    })
    noLightning.pick('Attack: Sharp Fang')
    expect(noLightning.decision.ask).toBe('take-prize')
    const poison = game({
      current: 1,
      players: [
        {
          active: { card: sv(25), energy: [E.lightning], damage: 50, conditions: ['poisoned'] },
          bench: [{ card: RAICHU }],
        },
        { active: sv(29) },
      ],
    })
    poison.pick('End turn')
    expect(poison.decision.ask).toBe('take-prize')
    poison.pick('Prize card 1')
    expect(energyOf(poison.state, active(poison.state, 0))).toEqual([])
  })
})
