import { describe, expect, it } from 'vitest'
import { E, active, bench, game, menu, pile, sv, top } from './helpers'

const HELIX = sv(153)
const DOME = sv(152)
const AMBER = sv(154)

describe('Antique fossils evolve into sv3pt5-138 Omanyte, 140 Kabuto, 142 Aerodactyl', () => {
  for (const [fossil, name, into, intoName] of [
    [HELIX, 'Antique Helix Fossil', sv(138), 'Omanyte'],
    [DOME, 'Antique Dome Fossil', sv(140), 'Kabuto'],
    [AMBER, 'Antique Old Amber', sv(142), 'Aerodactyl'],
  ] as const) {
    it(`${intoName} evolves from ${name}`, () => {
      const d = game({ players: [{ active: sv(143), bench: [fossil], hand: [into] }, { active: sv(143) }] })
      d.pick(`Evolve ${name} into ${intoName}`)
      expect(bench(d.state, 0, 0).stack.map((u) => d.state.cards[u]!.def)).toEqual([fossil, into])
    })
  }
})

describe('sv3pt5-138 Omanyte', () => {
  it("Tentacular Return: 50 damage and an Energy back into the opponent's hand", () => {
    const d = game({
      players: [
        { active: { card: [HELIX, sv(138)], energy: [E.water, E.water] } },
        { active: { card: sv(143), energy: [E.fire] } },
      ],
    })
    d.pick('Attack: Tentacular Return').pick('Basic Fire Energy')
    expect(active(d.state, 1).damage).toBe(50)
    expect(active(d.state, 1).energy).toEqual([])
    // Seat 1 drew a card at the start of its turn as well.
    expect(pile(d.state, 1, 'hand')).toContain(E.fire)
    expect(pile(d.state, 1, 'discard')).toEqual([])
  })
})

describe('sv3pt5-139 Omastar', () => {
  const OMASTAR = { card: [HELIX, sv(138), sv(139)], energy: [E.water, E.water] }
  it("Primordial Tentacles: the opponent's Active can't retreat while Omastar is Active", () => {
    const d = game({
      current: 1,
      players: [
        { active: OMASTAR },
        { active: { card: sv(143), energy: [E.fire, E.fire, E.fire, E.fire] }, bench: [sv(129)] },
      ],
    })
    expect(menu(d).some((l) => l.startsWith('Retreat'))).toBe(false)
    const free = game({
      current: 1,
      players: [
        { active: sv(143), bench: [OMASTAR] },
        { active: { card: sv(143), energy: [E.fire, E.fire, E.fire, E.fire] }, bench: [sv(129)] },
      ],
    })
    expect(menu(free)).toContain('Retreat to Magikarp')
  })

  it("Primordial Tentacles does not stop its owner's own retreat", () => {
    const d = game({
      players: [{ active: { ...OMASTAR, energy: [E.water, E.water, E.water] }, bench: [sv(129)] }, { active: sv(143) }],
    })
    expect(menu(d)).toContain('Retreat to Magikarp')
  })

  it('Aqua Split: 90 to the Active and 30 to 2 different Benched Pokémon', () => {
    const d = game({ players: [{ active: OMASTAR }, { active: sv(143), bench: [sv(115), sv(119), sv(126)] }] })
    d.pick('Attack: Aqua Split').pick('Seaking')
    expect(d.labels()).toEqual(['Kangaskhan ex', 'Magmar'])
    d.pick('Magmar')
    expect(active(d.state, 1).damage).toBe(90)
    expect(d.state.players[1].bench.map((b) => b.damage)).toEqual([0, 30, 30])
  })

  it('Aqua Split with 1 Benched Pokémon hits only that one', () => {
    const d = game({ players: [{ active: OMASTAR }, { active: sv(143), bench: [sv(126)] }] })
    d.pick('Attack: Aqua Split').pick('Magmar')
    expect(bench(d.state, 1, 0).damage).toBe(30)
    expect(d.state.turn).toBe(4)
  })
})

describe('sv3pt5-140 Kabuto, 141 Kabutops', () => {
  it('Double Scratch: 70 for each heads', () => {
    for (const [flips, dmg] of [
      [[true, true], 140],
      [[true, false], 70],
      [[false, false], 0],
    ] as const) {
      const d = game({
        flips: [...flips],
        players: [{ active: { card: [DOME, sv(140)], energy: [E.fighting, E.fire] } }, { active: sv(124) }],
      })
      d.pick('Attack: Double Scratch')
      expect(active(d.state, 1).damage).toBe(dmg)
    }
  })

  it("Ancient Way: the opponent's Active takes Weakness ×4 from any of its owner's attackers, even from the Bench", () => {
    const d = game({
      flips: [true, false],
      players: [
        {
          active: { card: [DOME, sv(140)], energy: [E.fighting, E.fire] },
          bench: [{ card: [DOME, sv(140), sv(141)] }],
        },
        { active: sv(115), bench: [sv(116)] },
      ],
    })
    d.pick('Attack: Double Scratch')
    // Kangaskhan ex (Weakness Fighting ×2) takes 70 × 4 = 280.
    expect(d.events.flatMap((e) => (e.type === 'damage' ? [e.amount] : []))).toEqual([280])
  })

  it("Ancient Way does not change the Weakness of its owner's Pokémon", () => {
    const d = game({
      current: 1,
      players: [
        { active: { card: sv(115) }, bench: [{ card: [DOME, sv(140), sv(141)] }] },
        { active: { card: [DOME, sv(140)], energy: [E.fighting, E.fire] } },
      ],
      flips: [true, false],
    })
    d.pick('Attack: Double Scratch')
    expect(active(d.state, 0).damage).toBe(140) // Kangaskhan ex: Weakness Fighting ×2 as printed
  })

  it('Draining Blade: 100 damage, heals 30 from Kabutops', () => {
    const d = game({
      players: [
        { active: { card: [DOME, sv(140), sv(141)], energy: [E.fighting, E.fire, E.fire], damage: 60 } },
        { active: sv(124) },
      ],
    })
    d.pick('Attack: Draining Blade')
    expect(active(d.state, 1).damage).toBe(100)
    expect(active(d.state, 0).damage).toBe(30)
  })
})

describe('sv3pt5-142 Aerodactyl', () => {
  const AERO = { card: [AMBER, sv(142)], energy: [E.fire, E.fire] }
  it('Devolution Ray: 100 damage, then the top Evolution card goes back to the hand (the lower stage may be Knocked Out)', () => {
    const d = game({ players: [{ active: AERO }, { active: { card: [sv(147), sv(148), sv(149)] }, bench: [sv(116)] }] })
    d.pick('Attack: Devolution Ray')
    // Dragonair (100 HP) with 100 damage is Knocked Out; Dragonite is in the opponent's hand.
    d.pick('Prize card 1')
    expect(pile(d.state, 1, 'hand')).toContain(sv(149))
    expect(pile(d.state, 1, 'discard').sort()).toEqual([sv(147), sv(148)].sort())
    expect(top(d.state, active(d.state, 1))).toBe(sv(116))
  })

  it('Devolution Ray keeps damage on the devolved Pokémon; a Basic Pokémon stays as it is', () => {
    const d = game({ players: [{ active: AERO }, { active: { card: [sv(129), sv(130)] } }] })
    // Gyarados → Magikarp (30 HP) with 100 damage.
    d.pick('Attack: Devolution Ray').pick('Prize card 1')
    expect(pile(d.state, 1, 'hand')).toContain(sv(130))
    const b = game({ players: [{ active: AERO }, { active: sv(115) }] })
    b.pick('Attack: Devolution Ray')
    expect(top(b.state, active(b.state, 1))).toBe(sv(115))
    expect(active(b.state, 1).damage).toBe(100)
  })

  it('Glide does 30; no Retreat Cost', () => {
    const d = game({ players: [{ active: AERO, bench: [sv(143)] }, { active: sv(143) }] })
    expect(menu(d)).toContain('Retreat to Snorlax')
    d.pick('Attack: Glide')
    expect(active(d.state, 1).damage).toBe(30)
  })
})
