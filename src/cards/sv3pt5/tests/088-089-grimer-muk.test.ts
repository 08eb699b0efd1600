import { describe, expect, it } from 'vitest'
import { E, active, game, menu, sv } from './helpers'

describe('sv3pt5-88 Grimer', () => {
  it("Gummy Press: 10 damage; the Defending Pokémon's Retreat Cost is 1 more during the opponent's next turn", () => {
    // Farfetch'd: Retreat Cost 1. With 1 Energy it could retreat; now it needs 2.
    const d = game({
      players: [
        { active: { card: sv(88), energy: [E.darkness] } },
        { active: { card: sv(83), energy: [E.fire] }, bench: [sv(96)] },
      ],
    })
    d.pick('Attack: Gummy Press')
    expect(active(d.state, 1).damage).toBe(10)
    expect(menu(d)).not.toContain('Retreat to Drowzee')
    // It ends after that turn.
    d.pick('End turn').pick('End turn')
    expect(menu(d)).toContain('Retreat to Drowzee')
  })
})

describe('sv3pt5-89 Muk', () => {
  const muk = { card: [sv(88), sv(89)], energy: [E.darkness] }

  it("Sticky Jail: 30 damage; the Defending Pokémon's attacks cost 1 Colorless more and its Retreat Cost is 1 more", () => {
    // Farfetch'd: Leek Clobber [C], Retreat Cost 1; with 1 Energy it could attack and retreat.
    const d = game({ players: [{ active: muk }, { active: { card: sv(83), energy: [E.fire] }, bench: [sv(96)] }] })
    d.pick('Attack: Sticky Jail')
    expect(active(d.state, 1).damage).toBe(30)
    expect(menu(d)).not.toContain('Attack: Leek Clobber')
    expect(menu(d)).not.toContain('Attack: Package Deal')
    expect(menu(d)).not.toContain('Retreat to Drowzee')
    // Over after the opponent's turn.
    d.pick('End turn').pick('End turn')
    expect(menu(d)).toContain('Attack: Leek Clobber')
  })

  it('Sticky Jail: with one more Energy the attack can be paid', () => {
    const d = game({ players: [{ active: muk }, { active: { card: sv(83), energy: [E.fire, E.fire] } }] })
    d.pick('Attack: Sticky Jail')
    expect(menu(d)).toContain('Attack: Leek Clobber')
  })

  it('Sticky Jail ends when the Defending Pokémon goes to the Bench', () => {
    const d = game({
      players: [{ active: muk }, { active: { card: sv(83), energy: [E.fire, E.fire] }, bench: [sv(96)] }],
    })
    d.pick('Attack: Sticky Jail')
    // Retreat Cost 2 now: paid with both Energy. On the Bench the effect is gone.
    d.pick('Retreat to Drowzee')
    expect(d.state.players[1].bench[0]!.markers).toEqual([])
  })
})
