import { describe, expect, it } from 'vitest'
import { createEngine } from '../../../engine'
import { makeCardDb } from '../../../engine'
import { TEST_CARDS } from '../../../engine/testing/cards'
import { Driver, scenario } from '../../../engine/testing/scenario'
import { loadedCards } from '../../registry'
import { E, active, energyOf, game, pile, sv } from './helpers'

// Every set is loaded by the Vitest setup (src/cards/load-all.setup.ts).
const ALL_CARDS = loadedCards()

const CHARIZARD = [sv(4), sv(5), sv(6)]

describe('sv3pt5-4 Charmander', () => {
  it('Blazing Destruction discards the Stadium in play, whoever played it', () => {
    const stadium = TEST_CARDS.find((c) => c.id === 'stadium-a')!
    const engine = createEngine(makeCardDb([...ALL_CARDS, stadium]))
    for (const owner of [0, 1] as const) {
      const d = new Driver(
        engine,
        scenario(engine, {
          stadium: { card: 'stadium-a', owner },
          players: [
            { active: { card: sv(4), energy: [E.fire] }, deck: [E.fire], prizes: [E.fire] },
            { active: sv(13), deck: [E.fire], prizes: [E.fire] },
          ],
        }),
      )
      d.pick('Attack: Blazing Destruction')
      expect(d.state.stadium).toBeNull()
      expect(pile(d.state, owner, 'discard')).toEqual(['stadium-a'])
      expect(active(d.state, 1).damage).toBe(0)
    }
  })

  it('Blazing Destruction can be used with no Stadium in play and does nothing', () => {
    const d = game({ players: [{ active: { card: sv(4), energy: [E.fire] } }, { active: sv(13) }] })
    d.pick('Attack: Blazing Destruction')
    expect(active(d.state, 1).damage).toBe(0)
  })

  it('Steady Firebreathing: 30, doubled by Weakness', () => {
    const d = game({ players: [{ active: { card: sv(4), energy: [E.fire, E.fire] } }, { active: sv(1) }] })
    d.pick('Attack: Steady Firebreathing')
    expect(active(d.state, 1).damage).toBe(60)
  })
})

describe('sv3pt5-5 Charmeleon', () => {
  it('Fire Blast: 90 damage, then discards 1 Energy of your choice', () => {
    const d = game({
      players: [
        { active: { card: [sv(4), sv(5)], energy: [E.fire, E.fire, E.fire, E.water] } },
        { active: { card: [sv(23), sv(24)] } },
      ],
    })
    d.pick('Attack: Fire Blast')
    expect(active(d.state, 1).damage).toBe(90)
    d.pick('Basic Water Energy')
    expect(energyOf(d.state, active(d.state, 0))).toEqual([E.fire, E.fire, E.fire])
    expect(pile(d.state, 0, 'discard')).toEqual([E.water])
  })
})

describe('sv3pt5-6 Charizard ex', () => {
  it('Brave Wing: 60 without damage counters, 160 with any', () => {
    for (const [own, dealt] of [
      [0, 60],
      [10, 160],
    ]) {
      const d = game({
        players: [
          { active: { card: CHARIZARD, energy: [E.fire], damage: own } },
          { active: { card: [sv(23), sv(24)] } },
        ],
      })
      d.pick('Attack: Brave Wing')
      expect(active(d.state, 1).damage).toBe(dealt)
    }
  })

  it('Explosive Vortex: 330 damage, then discards 3 of its Energy', () => {
    const d = game({
      players: [
        { active: { card: CHARIZARD, energy: [E.fire, E.fire, E.fire, E.fire, E.fire] } },
        { active: { card: [sv(7), sv(8), sv(9)] }, bench: [sv(7)] },
      ],
    })
    d.pick('Attack: Explosive Vortex')
    // Blastoise ex (no Fire Weakness): 330 − 30 from Solid Shell = 300.
    expect(active(d.state, 1).damage).toBe(300)
    expect(energyOf(d.state, active(d.state, 0))).toEqual([E.fire, E.fire])
    expect(pile(d.state, 0, 'discard')).toEqual([E.fire, E.fire, E.fire])
  })

  it('is worth 2 Prize cards', () => {
    const d = game({
      players: [
        { active: { card: [sv(7), sv(8), sv(9)], energy: [E.water, E.water] }, hand: [E.water] },
        { active: { card: CHARIZARD, damage: 100 }, bench: [sv(4)] },
      ],
    })
    d.pick('Attack: Twin Cannons').pick('Basic Water Energy')
    // 140 ×2 (Weakness to Water) = 280 ≥ 230 remaining HP.
    d.pick('Prize card 1', 'Prize card 2')
    expect(d.state.players[0].prizes.length).toBe(4)
  })
})
