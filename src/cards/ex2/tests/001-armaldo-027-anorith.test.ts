import { describe, expect, it } from 'vitest'
import { E, active, game, menu, pile, ss } from './helpers'

describe('ex2-1 Armaldo', () => {
  it('Primal Veil: while Armaldo is Active, neither player can play Supporter cards', () => {
    const d = game({
      players: [
        { active: { card: [ss(90), ss(27), ss(1)] }, hand: [ss(87)], deck: [ss(75)] },
        { active: ss(75), hand: [ss(89)] },
      ],
    })
    expect(menu(d)).not.toContain("Play Lanette's Net Search")
    d.pick('End turn')
    expect(menu(d)).not.toContain("Play Wally's Training")
  })

  it('Primal Veil does nothing from the Bench', () => {
    const d = game({
      players: [{ active: ss(75), bench: [{ card: [ss(90), ss(27), ss(1)] }], hand: [ss(87)] }, { active: ss(75) }],
    })
    expect(menu(d)).toContain("Play Lanette's Net Search")
  })

  it('Blade Arms does 60', () => {
    const d = game({
      players: [
        { active: { card: [ss(90), ss(27), ss(1)], energy: [E.fighting, E.fighting, E.fire] } },
        { active: 'base1-2' },
      ],
    })
    d.pick('Attack: Blade Arms')
    expect(active(d.state, 1).damage).toBe(60)
  })
})

describe('ex2-27 Anorith', () => {
  it('Fast Evolution finds an Evolution card (not a Basic Pokémon) and puts it into the hand', () => {
    const d = game({
      players: [{ active: { card: [ss(90), ss(27)], energy: [E.fire] }, deck: [ss(75), ss(1)] }, { active: ss(75) }],
    })
    d.pick('Attack: Fast Evolution')
    expect(d.labels()).toEqual(['Armaldo'])
    d.pick('Armaldo')
    expect(pile(d.state, 0, 'hand')).toEqual([ss(1)])
  })

  it('Pierce does 30', () => {
    const d = game({
      players: [{ active: { card: [ss(90), ss(27)], energy: [E.fighting, E.fire] } }, { active: 'base1-2' }],
    })
    d.pick('Attack: Pierce')
    expect(active(d.state, 1).damage).toBe(30)
  })
})
