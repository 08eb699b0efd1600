import { describe, expect, it } from 'vitest'
import { E, active, crz, game, pile } from './helpers'

const GREAT_BALL = 'swsh1-164'
const HOP = 'swsh1-165'
const AIR_BALLOON = 'swsh1-156'

describe('swsh12pt5-30 Galarian Mr. Mime', () => {
  it('Pound does 10', () => {
    const d = game({ players: [{ active: { card: crz(30), energy: [E.water] } }, { active: 'swsh1-141' }] })
    d.pick('Attack: Pound')
    expect(active(d.state, 1).damage).toBe(10)
  })

  it('Find It puts 1 Item card from the deck into the hand (a Pokémon Tool is an Item under Sword & Shield rules)', () => {
    const d = game({
      players: [
        { active: { card: crz(30), energy: [E.fire, E.fire] }, deck: [HOP, GREAT_BALL, AIR_BALLOON] },
        { active: 'swsh1-141' },
      ],
    })
    d.pick('Attack: Find It')
    expect(d.labels().sort()).toEqual(['Air Balloon', 'Great Ball'])
    expect(d.decision.max).toBe(1)
    d.pick('Air Balloon')
    expect(pile(d.state, 0, 'hand')).toEqual([AIR_BALLOON])
    expect(pile(d.state, 0, 'deck').sort()).toEqual([GREAT_BALL, HOP].sort())
    expect(active(d.state, 1).damage).toBe(0)
  })

  it('Find It under modern rules does not find a Pokémon Tool', () => {
    const d = game({
      rules: 'modern',
      players: [
        { active: { card: crz(30), energy: [E.fire, E.fire] }, deck: [HOP, GREAT_BALL, AIR_BALLOON] },
        { active: 'swsh1-141' },
      ],
    })
    d.pick('Attack: Find It')
    expect(d.labels()).toEqual(['Great Ball'])
  })
})
