import { describe, expect, it } from 'vitest'
import { E, active, bench, game, menu, sv } from './helpers'

describe('sv3pt5-41 Zubat', () => {
  it("Revealing Echo: from the Active Spot, shows the opponent's hand to you; once per turn", () => {
    const d = game({ players: [{ active: sv(41) }, { active: sv(63), hand: [sv(64), E.psychic] }] })
    d.pick('Use Revealing Echo')
    const rev = d.events.find((e) => e.type === 'reveal')
    expect(
      rev && rev.type === 'reveal' && rev.seat === 1 && rev.to === 'opponent' && rev.cards.map((c) => c.def),
    ).toEqual([sv(64), E.psychic])
    expect(menu(d)).not.toContain('Use Revealing Echo')
  })

  it('is not offered from the Bench', () => {
    expect(
      menu(
        game({
          players: [
            { active: sv(63), bench: [sv(41)] },
            { active: sv(63), hand: [E.fire] },
          ],
        }),
      ),
    ).not.toContain('Use Revealing Echo')
  })

  it('Bite: 10 damage', () => {
    const d = game({ players: [{ active: { card: sv(41), energy: [E.darkness] } }, { active: sv(74) }] })
    d.pick('Attack: Bite')
    expect(active(d.state, 1).damage).toBe(10)
  })
})

describe('sv3pt5-42 Golbat', () => {
  it('Skill Dive: 40 to a Benched Pokémon, no Weakness', () => {
    // Abra is weak to Darkness; on the Bench that does not count.
    const d = game({
      players: [{ active: { card: [sv(41), sv(42)], energy: [E.darkness] } }, { active: sv(74), bench: [sv(63)] }],
    })
    d.pick('Attack: Skill Dive').pick((o) => o.kind === 'slot' && o.ref.zone === 'bench')
    expect(bench(d.state, 1, 0).damage).toBe(40)
    expect(active(d.state, 1).damage).toBe(0)
  })

  it('Skill Dive on the Active applies Weakness', () => {
    const d = game({
      players: [{ active: { card: [sv(41), sv(42)], energy: [E.darkness] } }, { active: sv(65), bench: [sv(63)] }],
    })
    d.pick('Attack: Skill Dive').pick((o) => o.kind === 'slot' && o.ref.zone === 'active')
    expect(active(d.state, 1).damage).toBe(80)
  })
})
