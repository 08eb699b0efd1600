import { describe, expect, it } from 'vitest'
import { E, active, bench, game, pile, swsh1 } from './helpers'

const RHYDON = [swsh1(97), swsh1(98)]
const RHYPERIOR = [swsh1(97), swsh1(98), swsh1(99)]
const F4 = [E.fighting, E.fighting, E.fire, E.fire]

describe('swsh1-97 Rhyhorn', () => {
  it("Stomp Off discards the top 2 cards of the opponent's deck", () => {
    const d = game({
      players: [
        { active: { card: swsh1(97), energy: [E.fighting, E.fire] } },
        { active: { card: RHYPERIOR }, deck: [E.grass, E.water, E.metal, E.fire] },
      ],
    })
    d.pick('Attack: Stomp Off')
    expect(pile(d.state, 1, 'discard')).toEqual([E.grass, E.water])
  })

  it('Land Crush: 70 damage', () => {
    const d = game({
      players: [
        { active: { card: swsh1(97), energy: [E.fighting, E.fighting, E.fire] } },
        { active: { card: RHYPERIOR } },
      ],
    })
    d.pick('Attack: Land Crush')
    expect(active(d.state, 1).damage).toBe(70)
  })
})

describe('swsh1-98 Rhydon: Rock Slide', () => {
  it('100 to the Active and 10 to 2 Benched Pokémon of your choice', () => {
    const d = game({
      players: [
        { active: { card: RHYDON, energy: F4 } },
        { active: { card: RHYPERIOR }, bench: [swsh1(92), swsh1(96), swsh1(87)] },
      ],
    })
    d.pick('Attack: Rock Slide')
    d.pick('Rhyhorn')
    // The one already chosen is not offered again.
    expect(d.labels()).toEqual(['Diglett', 'Munna'])
    d.pick('Munna')
    expect(active(d.state, 1).damage).toBe(100)
    expect([0, 1, 2].map((i) => bench(d.state, 1, i).damage)).toEqual([0, 10, 10])
  })

  it('with 1 Benched Pokémon only that one is hit; with none, only the Active', () => {
    const d = game({
      players: [{ active: { card: RHYDON, energy: F4 } }, { active: { card: RHYPERIOR }, bench: [swsh1(92)] }],
    })
    d.pick('Attack: Rock Slide').pick('Diglett')
    expect(bench(d.state, 1, 0).damage).toBe(10)
    const e = game({ players: [{ active: { card: RHYDON, energy: F4 } }, { active: { card: RHYPERIOR } }] })
    e.pick('Attack: Rock Slide')
    expect(active(e.state, 1).damage).toBe(100)
  })
})

describe('swsh1-99 Rhyperior', () => {
  it('Rock Tumble ignores Resistance: 90 against a Fighting-resistant Pokémon', () => {
    const d = game({
      players: [{ active: { card: RHYPERIOR, energy: [E.fighting, E.fire, E.fire] } }, { active: swsh1(86) }],
    })
    d.pick('Attack: Rock Tumble')
    expect(active(d.state, 1).damage).toBe(90)
  })

  it('Bedrock Shake: 120, and 60 to every damaged Benched Pokémon on both sides', () => {
    const d = game({
      players: [
        { active: { card: RHYPERIOR, energy: F4 }, bench: [{ card: swsh1(96), damage: 10 }, swsh1(92)] },
        { active: { card: RHYPERIOR }, bench: [{ card: swsh1(96), damage: 20 }, swsh1(92)] },
      ],
    })
    d.pick('Attack: Bedrock Shake')
    expect(active(d.state, 1).damage).toBe(120)
    expect(bench(d.state, 0, 0).damage).toBe(70)
    expect(bench(d.state, 0, 1).damage).toBe(0)
    expect(bench(d.state, 1, 0).damage).toBe(80)
    expect(bench(d.state, 1, 1).damage).toBe(0)
  })
})
