import { describe, expect, it } from 'vitest'
import { E, active, game, swsh1 } from './helpers'

const MEOWTH = swsh1(127)
const PERRSERKER = [swsh1(127), swsh1(128)]
const TARGET = [swsh1(97), swsh1(98), swsh1(99)] // Rhyperior: 190 HP, weak to Grass only

describe('swsh1-127 Galarian Meowth: Hone Claws', () => {
  it('Slash does 30, and 90 on the turn after Hone Claws', () => {
    const d = game({
      players: [{ active: { card: MEOWTH, energy: [E.metal, E.fire] } }, { active: { card: TARGET } }],
    })
    d.pick('Attack: Hone Claws')
    expect(active(d.state, 1).damage).toBe(0)
    d.pick('End turn')
    d.pick('Attack: Slash')
    expect(active(d.state, 1).damage).toBe(90)
  })

  it('the boost lasts only that next turn', () => {
    const d = game({
      players: [{ active: { card: MEOWTH, energy: [E.metal, E.fire] } }, { active: { card: TARGET } }],
    })
    // Hone Claws; the opponent's turn; Meowth's next turn passes without Slash; the opponent's turn again.
    d.pick('Attack: Hone Claws').pick('End turn').pick('End turn').pick('End turn')
    d.pick('Attack: Slash')
    expect(active(d.state, 1).damage).toBe(30)
  })

  it('ends when Meowth leaves the Active Spot', () => {
    const d = game({
      players: [
        {
          active: { card: MEOWTH, energy: [E.metal, E.fire, E.fire] },
          bench: [swsh1(125)],
          deck: ['swsh1-183', E.fire, E.fire],
        },
        { active: { card: TARGET } },
      ],
    })
    d.pick('Attack: Hone Claws').pick('End turn')
    d.act('retreat').pick('Fire Energy')
    d.pick('Play Switch').pick('Galarian Meowth')
    d.pick('Attack: Slash')
    expect(active(d.state, 1).damage).toBe(30)
  })
})

describe('swsh1-128 Galarian Perrserker: Steely Spirit', () => {
  it("adds 20 to a Benched Perrserker's teammate's attack on the Active Pokémon", () => {
    const d = game({
      players: [
        { active: { card: MEOWTH, energy: [E.metal, E.fire] }, bench: [{ card: PERRSERKER }] },
        { active: { card: TARGET } },
      ],
    })
    d.pick('Attack: Slash')
    expect(active(d.state, 1).damage).toBe(50)
  })

  it('adds to its own attacks, and each Perrserker adds its own 20', () => {
    const d = game({
      players: [
        { active: { card: PERRSERKER, energy: [E.metal, E.metal, E.fire] }, bench: [{ card: PERRSERKER }] },
        { active: { card: TARGET } },
      ],
    })
    d.pick('Attack: Metal Claw')
    expect(active(d.state, 1).damage).toBe(70 + 20 + 20)
  })

  it("2-on-2 (seed 003 Appendix A): from the other Active Spot it adds 20 to its partner's attack, once", () => {
    // "The game is played like a regular game of Pokémon, except for …": nothing there stops a Pokémon's Ability
    // from reaching the Pokémon beside it in the Active Spots.
    const d = game({
      format: 'double',
      players: [
        { active: { card: MEOWTH, energy: [E.metal, E.fire] }, secondActive: { card: PERRSERKER } },
        { active: { card: TARGET } },
      ],
    })
    d.act('attack', (a) => a.type === 'attack' && a.index === 1 && a.attacker === undefined)
    expect(active(d.state, 1).damage).toBe(50)
  })

  it('does nothing for a Pokémon that is not Metal', () => {
    const d = game({
      players: [
        { active: { card: swsh1(140), energy: [E.fire, E.fire, E.fire] }, bench: [{ card: PERRSERKER }] },
        { active: { card: TARGET } },
      ],
    })
    d.pick('Attack: Rolling Tackle')
    expect(active(d.state, 1).damage).toBe(80)
  })

  it('is added before Weakness: Slash on a Metal-weak Snom does (30 + 20) × 2', () => {
    const d = game({
      players: [
        { active: { card: MEOWTH, energy: [E.metal, E.fire] }, bench: [{ card: PERRSERKER }] },
        { active: { card: swsh1(63) }, bench: [{ card: TARGET }] },
      ],
    })
    d.pick('Attack: Slash')
    expect(d.state.players[1].discard.map((u) => d.state.cards[u]!.def)).toContain(swsh1(63))
    const damage = d.events.find((e) => e.type === 'damage')
    expect(damage && 'amount' in damage ? damage.amount : null).toBe(100)
  })
})
