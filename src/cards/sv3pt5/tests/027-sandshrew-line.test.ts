import { describe, expect, it } from 'vitest'
import { EffectContext } from '../../../engine/effects/context'
import { Table } from '../../../engine/table/table'
import { E, active, engine, game, menu, sv } from './helpers'

describe('sv3pt5-27 Sandshrew', () => {
  // A state where seat 1 has an Item (base1 Energy Retrieval, an Item under modern rules), a Trainer and an Energy card in the discard pile.
  const sandScreen = (sandshrewSeat: 0 | 1) => {
    const d = game({
      current: 1,
      players: [
        { active: sandshrewSeat === 0 ? sv(27) : sv(13) },
        { active: sandshrewSeat === 1 ? sv(27) : sv(13), hand: ['base1-81'], discard: ['base1-91', E.fire] },
      ],
    })
    const t = new Table(d.state, engine.db)
    const p = d.state.players[1]
    const c = new EffectContext(t, { seat: 1, card: p.hand[0]! })
    const [trainer, energy] = p.discard
    return { trainerOk: c.mayPutFromDiscardIntoDeck(trainer!), energyOk: c.mayPutFromDiscardIntoDeck(energy!) }
  }

  it("Sand Screen: the opponent's Item and Supporter effects can't put Trainer cards from their discard pile into their deck", () => {
    expect(sandScreen(0)).toEqual({ trainerOk: false, energyOk: true })
  })

  it("Sand Screen does not restrict its owner's own cards", () => {
    expect(sandScreen(1)).toEqual({ trainerOk: true, energyOk: true })
  })

  it('Scratch: 30 damage, ×2 against Fighting Weakness', () => {
    const d = game({ players: [{ active: { card: sv(27), energy: [E.fire, E.fire] } }, { active: sv(31) }] })
    d.pick('Attack: Scratch')
    expect(active(d.state, 1).damage).toBe(60)
  })
})

describe('sv3pt5-28 Sandslash', () => {
  it("Rumble: 30 damage; the Defending Pokémon can't retreat during the opponent's next turn", () => {
    const d = game({
      players: [
        { active: { card: [sv(27), sv(28)], energy: [E.fighting] } },
        { active: { card: sv(31), energy: [E.fire, E.fire, E.fire] }, bench: [sv(13)] },
      ],
    })
    d.pick('Attack: Rumble')
    // Nidoqueen is weak to Fighting.
    expect(active(d.state, 1).damage).toBe(60)
    expect(menu(d).some((l) => l.startsWith('Retreat'))).toBe(false)
  })

  it('Spike Rend: 80, or 180 if the Defending Pokémon already has damage counters', () => {
    for (const [before, dmg] of [
      [0, 80],
      [10, 180],
    ] as const) {
      const d = game({
        players: [
          { active: { card: [sv(27), sv(28)], energy: [E.fighting, E.fire, E.fire] } },
          { active: { card: [sv(1), sv(2), sv(3)], damage: before } },
        ],
      })
      d.pick('Attack: Spike Rend')
      expect(active(d.state, 1).damage).toBe(before + dmg)
    }
  })
})
