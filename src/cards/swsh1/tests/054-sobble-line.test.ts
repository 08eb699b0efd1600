import { describe, expect, it } from 'vitest'
import { E, active, bench, game, pile, swsh1 } from './helpers'

describe('swsh1-56 Drizzile, swsh1-58 Inteleon: Shady Dealings', () => {
  it('evolving into Drizzile may take a Trainer card from the deck', () => {
    const d = game({
      players: [
        { active: { card: swsh1(55) }, hand: [swsh1(56)], deck: ['sv3pt5-206', E.water, 'sv3pt5-206'] },
        { active: swsh1(53) },
      ],
    })
    d.act('evolve')
    d.pick('Yes')
    expect(d.decision.max).toBe(1)
    expect(d.labels()).toEqual(['Switch', 'Switch'])
    d.pickIndices([0])
    expect(pile(d.state, 0, 'hand')).toEqual(['sv3pt5-206'])
  })

  it('Inteleon takes up to 2; declining takes none', () => {
    const d = game({
      players: [
        { active: { card: [swsh1(55), swsh1(57)] }, hand: [swsh1(58)], deck: ['sv3pt5-206', E.water, 'sv3pt5-206'] },
        { active: swsh1(53) },
      ],
    })
    d.act('evolve').pick('Yes')
    expect(d.decision.max).toBe(2)
    d.pickIndices([0, 1])
    expect(pile(d.state, 0, 'hand')).toEqual(['sv3pt5-206', 'sv3pt5-206'])
    const e = game({
      players: [
        { active: { card: [swsh1(55), swsh1(57)] }, hand: [swsh1(58)], deck: ['sv3pt5-206'] },
        { active: swsh1(53) },
      ],
    })
    e.act('evolve').pick('No')
    expect(pile(e.state, 0, 'hand')).toEqual([])
  })

  it('Rare Candy onto Sobble plays Inteleon from the hand to evolve: Shady Dealings is offered', () => {
    // Card text: "When you play this Pokémon from your hand to evolve 1 of your Pokémon during your turn": Rare Candy
    // puts the Stage 2 card from the hand onto the Basic Pokémon, which is playing it from the hand to evolve.
    const d = game({
      players: [
        { active: swsh1(55), hand: [swsh1(180), swsh1(58)], deck: ['sv3pt5-206', E.water, 'sv3pt5-206'] },
        { active: swsh1(53) },
      ],
    })
    d.pick('Play Rare Candy').pick('Yes')
    expect(d.decision.max).toBe(2)
    d.pickIndices([0, 1])
    expect(pile(d.state, 0, 'hand')).toEqual(['sv3pt5-206', 'sv3pt5-206'])
  })

  it("Aqua Bullet: 120 to the Active and 20 to a Benched Pokémon of the attacker's choice", () => {
    const d = game({
      players: [
        { active: { card: [swsh1(55), swsh1(57), swsh1(58)], energy: [E.water, E.water] } },
        { active: swsh1(53), bench: [swsh1(45), swsh1(60)] },
      ],
    })
    d.pick('Attack: Aqua Bullet').pick('Chewtle')
    expect(active(d.state, 1).damage).toBe(120)
    expect(bench(d.state, 1, 1).damage).toBe(20)
    expect(bench(d.state, 1, 0).damage).toBe(0)
  })
})

describe('swsh1-59 Inteleon', () => {
  const INTELEON = [swsh1(55), swsh1(57), swsh1(59)]

  it("Silent Shot: 40, then one card at random from the opponent's hand is discarded", () => {
    const d = game({
      players: [
        { active: { card: INTELEON, energy: [E.water] } },
        { active: swsh1(53), hand: [E.fire, E.grass, swsh1(45)] },
      ],
    })
    d.pick('Attack: Silent Shot')
    expect(active(d.state, 1).damage).toBe(40)
    expect(pile(d.state, 1, 'discard')).toHaveLength(1)
    expect([E.fire, E.grass, swsh1(45)]).toContain(pile(d.state, 1, 'discard')[0])
  })

  it('Hydro Snipe: 100, then you may put an Energy from the Defending Pokémon into their hand', () => {
    const d = game({
      players: [
        { active: { card: INTELEON, energy: [E.water, E.water] } },
        { active: { card: swsh1(53), energy: [E.fire, E.water] } },
      ],
    })
    d.pick('Attack: Hydro Snipe')
    expect(active(d.state, 1).damage).toBe(100)
    d.pick('Fire Energy')
    expect(active(d.state, 1).energy).toHaveLength(1)
    expect(pile(d.state, 1, 'hand')).toContain(E.fire)
    const e = game({
      players: [
        { active: { card: INTELEON, energy: [E.water, E.water] } },
        { active: { card: swsh1(53), energy: [E.fire] } },
      ],
    })
    e.pick('Attack: Hydro Snipe').pickIndices([])
    expect(active(e.state, 1).energy).toHaveLength(1)
  })
})
