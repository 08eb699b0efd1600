import { describe, expect, it } from 'vitest'
import { E, active, game, sv } from './helpers'

describe('sv3pt5-114 Tangela', () => {
  it("Tactful Tangling: 10 without Erika's Invitation played this turn", () => {
    const d = game({
      players: [{ active: { card: sv(114), energy: [E.grass] } }, { active: { card: [sv(88), sv(89)] } }],
    })
    d.pick('Attack: Tactful Tangling')
    expect(active(d.state, 1).damage).toBe(10)
  })

  it("Tactful Tangling: 70 after Erika's Invitation was played from the hand this turn", () => {
    const d = game({
      players: [{ active: { card: sv(114), energy: [E.grass] } }, { active: { card: [sv(88), sv(89)] } }],
    })
    d.state.players[0].turn.trainersPlayed = ["Erika's Invitation"]
    d.pick('Attack: Tactful Tangling')
    expect(active(d.state, 1).damage).toBe(70)
  })

  it("Tactful Tangling: playing Erika's Invitation from the hand first makes it 70 (against the Pokémon it brought out)", () => {
    const d = game({
      players: [
        { active: { card: sv(114), energy: [E.grass] }, hand: [sv(160)] },
        { active: { card: [sv(88), sv(89)] }, hand: [sv(96)] },
      ],
    })
    d.pick("Play Erika's Invitation").pick('Drowzee')
    d.pick('Attack: Tactful Tangling')
    expect(active(d.state, 1).damage).toBe(70)
  })
})
