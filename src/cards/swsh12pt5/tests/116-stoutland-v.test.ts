import { describe, expect, it } from 'vitest'
import { takePrizes } from '../../../engine/testing/menu'
import { E, active, crz, game } from './helpers'

const C4 = [E.fire, E.fire, E.fire, E.fire]
const LAPRAS = 'swsh1-48' // a Basic Pokémon, 130 HP
const DREDNAW = ['swsh1-60', 'swsh1-61'] // a Stage 1, 130 HP

describe('swsh12pt5-116 Stoutland V', () => {
  const fangs = (defender: string | string[], damage: number) =>
    game({
      players: [
        { active: { card: crz(116), energy: C4 } },
        { active: { card: defender, damage }, bench: ['swsh1-49'] },
      ],
    }).pick('Attack: Double Dip Fangs')

  it('Double Dip Fangs: 1 more Prize card for a Basic Pokémon it Knocks Out', () => {
    expect(takePrizes(fangs(LAPRAS, 90))).toBe(2)
  })

  it('Double Dip Fangs: the usual 1 Prize card for a Stage 1 it Knocks Out', () => {
    expect(takePrizes(fangs(DREDNAW, 90))).toBe(1)
  })

  it('Double Dip Fangs: 40 damage and no Knock Out, no Prize card', () => {
    const d = fangs(LAPRAS, 0)
    expect(active(d.state, 1).damage).toBe(40)
    expect(d.state.current).toBe(1)
  })

  it('Wild Tackle: 200 damage and 30 to itself', () => {
    const d = game({ players: [{ active: { card: crz(116), energy: C4 } }, { active: 'swsh1-49' }] })
    d.pick('Attack: Wild Tackle')
    expect(active(d.state, 1).damage).toBe(200)
    expect(active(d.state, 0).damage).toBe(30)
  })
})
