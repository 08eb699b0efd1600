import { describe, expect, it } from 'vitest'
import { viewFor } from '../../../engine'
import { E, active, game, pile, swsh2, top } from './helpers'

const RARE_CANDY = 'swsh1-180'

const LUXIO = [swsh2(60), swsh2(61)]
const FOUR_PRIZES = [E.fire, E.fire, E.fire, E.fire]

describe('swsh2-60 Shinx', () => {
  it('Under Pressure: 10, or 60 when the opponent has 3 or fewer Prize cards left', () => {
    for (const [prizes, damage] of [
      [FOUR_PRIZES, 10],
      [FOUR_PRIZES.slice(1), 60],
    ] as const) {
      const d = game({
        players: [{ active: { card: swsh2(60), energy: [E.lightning] } }, { active: swsh2(108), prizes: [...prizes] }],
      })
      d.pick('Attack: Under Pressure')
      expect(active(d.state, 1).damage).toBe(damage)
    }
  })
})

describe('swsh2-61 Luxio', () => {
  it('Top Entry: drawn for the turn, it may go onto the Bench', () => {
    const d = game({
      players: [{ active: swsh2(108) }, { active: swsh2(60), deck: [swsh2(61), E.fire] }],
    }).pick('End turn')
    d.pick('Yes')
    expect(d.state.players[1].bench.map((s) => top(d.state, s))).toEqual([swsh2(61)])
  })

  it('Top Entry: the opponent does not read the card drawn in the question, and a No keeps it unseen', () => {
    const d = game({
      players: [{ active: swsh2(108) }, { active: swsh2(60), deck: [swsh2(61), E.fire] }],
    }).pick('End turn')
    const seen = () => JSON.stringify(viewFor(d.state, 0))
    expect(seen()).not.toMatch(/Luxio|"swsh2-61"/)
    d.pick('No')
    expect(seen()).not.toMatch(/Luxio|"swsh2-61"/)
    expect(pile(d.state, 1, 'hand')).toEqual([swsh2(61)])
  })

  it('Zap Kick: 30', () => {
    const d = game({ players: [{ active: { card: LUXIO, energy: [E.lightning] } }, { active: swsh2(108) }] })
    d.pick('Attack: Zap Kick')
    expect(active(d.state, 1).damage).toBe(30)
  })
})

describe('swsh2-62 Luxray', () => {
  it('Raid: 160 the turn it evolved from Luxio', () => {
    const d = game({
      players: [{ active: { card: LUXIO, energy: [E.lightning] }, hand: [swsh2(62)] }, { active: swsh2(108) }],
    })
    d.pick('Evolve Luxio into Luxray').pick('Attack: Raid')
    expect(active(d.state, 1).damage).toBe(160)
  })

  it('Raid: 60 when it evolved on an earlier turn', () => {
    const d = game({
      players: [{ active: { card: [...LUXIO, swsh2(62)], energy: [E.lightning] } }, { active: swsh2(108) }],
    })
    d.pick('Attack: Raid')
    expect(active(d.state, 1).damage).toBe(60)
  })

  it('Raid: 60 when Rare Candy put it on Shinx this turn (it did not evolve from Luxio)', () => {
    const d = game({
      players: [
        { active: { card: swsh2(60), energy: [E.lightning] }, hand: [RARE_CANDY, swsh2(62)] },
        { active: swsh2(108) },
      ],
    })
    d.pick('Play Rare Candy')
    expect(top(d.state, active(d.state, 0))).toBe(swsh2(62))
    d.pick('Attack: Raid')
    expect(active(d.state, 1).damage).toBe(60)
  })

  it('Head Bolt: 120', () => {
    const d = game({
      players: [{ active: { card: [...LUXIO, swsh2(62)], energy: [E.lightning, E.fire] } }, { active: swsh2(108) }],
    })
    d.pick('Attack: Head Bolt')
    expect(active(d.state, 1).damage).toBe(120)
  })
})
