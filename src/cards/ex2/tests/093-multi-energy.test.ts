import { describe, expect, it } from 'vitest'
import { E, active, game, menu, ss } from './helpers'

const CHARMANDER = 'base1-46' // Ember: Fire, Colorless
const SQUIRTLE = 'base1-63' // Bubble: Water

describe('ex2-93 Multi Energy', () => {
  it('provides Energy of any one type: it pays a Water cost, or a Fire one', () => {
    const water = game({ players: [{ active: { card: SQUIRTLE, energy: [ss(93)] } }, { active: ss(75) }] })
    expect(menu(water)).toContain('Attack: Bubble')
    const fire = game({ players: [{ active: { card: CHARMANDER, energy: [ss(93), E.water] } }, { active: ss(75) }] })
    expect(menu(fire)).toContain('Attack: Ember')
  })

  it('is only Colorless while another Special Energy card is attached to the same Pokémon', () => {
    const d = game({ players: [{ active: { card: SQUIRTLE, energy: [E.dce, ss(93)] } }, { active: ss(75) }] })
    expect(menu(d)).not.toContain('Attack: Bubble')
    const alone = game({ players: [{ active: { card: SQUIRTLE, energy: [ss(93), E.water] } }, { active: ss(75) }] })
    expect(menu(alone)).toContain('Attack: Bubble')
    expect(active(alone.state, 0).energy.length).toBe(2)
  })

  it('is attached from the hand like any Energy card', () => {
    const d = game({ players: [{ active: SQUIRTLE, hand: [ss(93)] }, { active: ss(75) }] })
    d.pick('Attach Multi Energy to Squirtle')
    expect(menu(d)).toContain('Attack: Bubble')
  })
})
