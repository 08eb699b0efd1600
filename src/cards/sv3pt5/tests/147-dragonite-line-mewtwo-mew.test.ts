import { describe, expect, it } from 'vitest'
import { E, active, energyOf, game, menu, pile, sv } from './helpers'

const WL = [E.water, E.lightning]

describe('sv3pt5-147 Dratini, 148 Dragonair', () => {
  it('Dratini: Beat 10, Draconic Whip 40 (no Weakness, no Resistance)', () => {
    for (const [attack, dmg] of [
      ['Beat', 10],
      ['Draconic Whip', 40],
    ] as const) {
      const d = game({ players: [{ active: { card: sv(147), energy: WL } }, { active: sv(143) }] })
      d.pick(`Attack: ${attack}`)
      expect(active(d.state, 1).damage).toBe(dmg)
    }
  })

  it("Aqua Slash: 90 damage, then Dragonair can't attack during its owner's next turn", () => {
    const d = game({ players: [{ active: { card: [sv(147), sv(148)], energy: WL } }, { active: sv(115) }] })
    d.pick('Attack: Aqua Slash')
    expect(active(d.state, 1).damage).toBe(90)
    d.pick('End turn')
    expect(menu(d).filter((l) => l.startsWith('Attack'))).toEqual([])
    d.pick('End turn').pick('End turn')
    expect(menu(d)).toContain('Attack: Aqua Slash')
  })
})

describe('sv3pt5-149 Dragonite', () => {
  it("Jet Cruise: its owner's Pokémon in play have no Retreat Cost, Dragonite included; not the opponent's", () => {
    const d = game({
      players: [
        { active: sv(143), bench: [{ card: [sv(147), sv(148), sv(149)] }] },
        { active: sv(143), bench: [sv(129)] },
      ],
    })
    d.pick('Retreat to Dragonite')
    expect(menu(d).some((l) => l.startsWith('Retreat'))).toBe(false) // once per turn
    d.pick('End turn')
    expect(menu(d)).not.toContain('Retreat to Magikarp')
    d.pick('End turn')
    d.pick('Retreat to Snorlax')
    expect(active(d.state, 0).stack.length).toBe(1)
  })

  it('Dragon Pulse: 180 damage, then the top 2 cards of the deck are discarded', () => {
    const d = game({
      players: [
        { active: { card: [sv(147), sv(148), sv(149)], energy: WL }, deck: [E.grass, E.psychic, E.fire] },
        { active: sv(115) },
      ],
    })
    d.pick('Attack: Dragon Pulse')
    expect(active(d.state, 1).damage).toBe(180)
    expect(pile(d.state, 0, 'discard')).toEqual([E.grass, E.psychic])
  })
})

describe('sv3pt5-150 Mewtwo', () => {
  it("Reflective Barrier: during the opponent's next turn, damage done to Mewtwo goes back as damage counters", () => {
    const d = game({
      players: [
        { active: { card: sv(150), energy: [E.fire, E.fire] } },
        { active: { card: sv(124), energy: [E.water, E.water, E.water] } },
      ],
    })
    d.pick('Attack: Reflective Barrier')
    expect(active(d.state, 1).damage).toBe(20)
    d.pick('Attack: Icy Wind')
    expect(active(d.state, 0).damage).toBe(120)
    expect(active(d.state, 1).damage).toBe(140)
  })

  it('Reflective Barrier works even if Mewtwo is Knocked Out, and can Knock Out the attacker', () => {
    const d = game({
      players: [
        { active: { card: sv(150), energy: [E.fire, E.fire], damage: 100 }, bench: [sv(143)] },
        { active: { card: sv(124), energy: [E.water, E.water, E.water], damage: 100 }, bench: [sv(116)] },
      ],
    })
    d.pick('Attack: Reflective Barrier')
    d.pick('Attack: Icy Wind')
    // Both Knocked Out: Jynx ex has 20 + 100 + 120 damage.
    expect(pile(d.state, 0, 'discard')).toContain(sv(150))
    expect(pile(d.state, 1, 'discard')).toContain(sv(124))
  })

  it("Reflective Barrier ends after the opponent's turn", () => {
    const d = game({
      players: [
        { active: { card: sv(150), energy: [E.fire, E.fire] } },
        { active: { card: sv(124), energy: [E.water, E.water, E.water] } },
      ],
    })
    d.pick('Attack: Reflective Barrier').pick('End turn')
    expect(active(d.state, 0).markers).toEqual([])
  })

  it('Psyslash: 130 damage, discards 2 Energy from Mewtwo', () => {
    const d = game({
      players: [{ active: { card: sv(150), energy: [E.psychic, E.psychic, E.fire] } }, { active: sv(115) }],
    })
    d.pick('Attack: Psyslash')
    d.pick('Basic Psychic Energy + Basic Psychic Energy')
    expect(active(d.state, 1).damage).toBe(130)
    expect(energyOf(d.state, active(d.state, 0))).toEqual([E.fire])
  })
})

describe('sv3pt5-151 Mew ex', () => {
  it('Restart draws until 3 cards in hand, once per turn', () => {
    const d = game({
      players: [{ active: sv(151), hand: [E.fire], deck: [E.grass, E.grass, E.grass, E.grass] }, { active: sv(143) }],
    })
    d.pick('Use Restart')
    expect(d.state.players[0].hand.length).toBe(3)
    expect(menu(d)).not.toContain('Use Restart')
  })

  it('Restart is not offered with 3 or more cards in hand', () => {
    expect(
      menu(game({ players: [{ active: sv(151), hand: [E.fire, E.fire, E.fire] }, { active: sv(143) }] })),
    ).not.toContain('Use Restart')
  })

  it("Genome Hacking uses one of the Defending Pokémon's attacks as Mew ex's own", () => {
    const d = game({
      flips: [true, true, false, false],
      players: [{ active: { card: sv(151), energy: [E.fire, E.fire, E.fire] } }, { active: sv(115), bench: [sv(116)] }],
    })
    d.pick('Attack: Genome Hacking')
    expect(d.labels()).toEqual(['Triple Draw', 'Incessant Punching'])
    d.pick('Incessant Punching')
    expect(active(d.state, 1).damage).toBe(200)
    const draw = game({
      players: [
        { active: { card: sv(151), energy: [E.fire, E.fire, E.fire] }, deck: [E.grass, E.grass, E.grass, E.grass] },
        { active: sv(115) },
      ],
    })
    draw.pick('Attack: Genome Hacking').pick('Triple Draw')
    expect(draw.state.players[0].hand.length).toBe(3)
  })

  it('Genome Hacking against another Mew ex: copying Genome Hacking does nothing (docs/engine.md, copies never loop)', () => {
    const d = game({ players: [{ active: { card: sv(151), energy: [E.fire, E.fire, E.fire] } }, { active: sv(151) }] })
    d.pick('Attack: Genome Hacking').pick('Genome Hacking')
    expect(active(d.state, 1).damage).toBe(0)
    expect(d.state.current).toBe(1)
    expect(d.state.pending?.ask).toBe('main')
  })

  it("rules.md §3 VSTAR Power: a copied VSTAR Power is the player's one for the game; used up, it is not offered", () => {
    // "A player can't use more than one VSTAR Power in a game" (seed 001 glossary, VSTAR Power).
    const charizardVstar = { card: ['swsh12pt5-18', 'swsh12pt5-19'] }
    const mew = { card: sv(151), energy: [E.fire, E.fire, E.fire] }
    const fresh = game({ players: [{ active: mew }, { active: charizardVstar }] })
    fresh.pick('Attack: Genome Hacking')
    expect(fresh.labels()).toContain('Star Blaze')
    fresh.pick('Star Blaze')
    expect(fresh.state.players[0].vstarUsed).toBe(true)
    expect(pile(fresh.state, 1, 'discard')).toContain('swsh12pt5-19') // 320 Knocks Out the 280-HP VSTAR
    const spent = game({ players: [{ active: mew }, { active: charizardVstar }] })
    spent.state.players[0].vstarUsed = true
    spent.pick('Attack: Genome Hacking')
    expect(spent.labels()).not.toContain('Star Blaze')
  })

  it('gives 2 Prize cards when Knocked Out', () => {
    const d = game({
      current: 1,
      players: [
        { active: { card: sv(151), damage: 100 }, bench: [sv(143)] },
        { active: { card: sv(124), energy: [E.water, E.water, E.water] } },
      ],
    })
    d.pick('Attack: Icy Wind').pick('Prize card 1', 'Prize card 2')
    expect(d.state.players[1].prizes.length).toBe(4)
  })
})
