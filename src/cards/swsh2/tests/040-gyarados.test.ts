import { describe, expect, it } from 'vitest'
import { E, active, game, pile, swsh2 } from './helpers'

const GYARADOS = [swsh2(39), swsh2(40)]
const W5 = [E.water, E.water, E.water, E.water, E.water]
const DHELMISE_V = 'swsh1-9' // 220 HP, not weak to Water
const TRAINING_COURT = swsh2(169)

describe('swsh2-40 Gyarados', () => {
  it('Wrack Down: 90 damage', () => {
    const d = game({ players: [{ active: { card: GYARADOS, energy: W5 } }, { active: DHELMISE_V }] })
    d.pick('Attack: Wrack Down')
    expect(active(d.state, 1).damage).toBe(90)
  })

  it('Big Storm: 200 damage, then the Stadium in play goes to the discard pile of whoever played it', () => {
    for (const owner of [0, 1] as const) {
      const d = game({
        stadium: { card: TRAINING_COURT, owner },
        players: [{ active: { card: GYARADOS, energy: W5 } }, { active: DHELMISE_V }],
      })
      d.pick('Attack: Big Storm')
      expect(active(d.state, 1).damage).toBe(200)
      expect(d.state.stadium).toBeNull()
      expect(pile(d.state, owner, 'discard')).toEqual([TRAINING_COURT])
    }
  })

  it('Big Storm with no Stadium in play: 200 damage and nothing else', () => {
    const d = game({ players: [{ active: { card: GYARADOS, energy: W5 } }, { active: DHELMISE_V }] })
    d.pick('Attack: Big Storm')
    expect(active(d.state, 1).damage).toBe(200)
    expect(pile(d.state, 0, 'discard')).toEqual([])
  })
})
