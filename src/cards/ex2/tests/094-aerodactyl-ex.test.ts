import { describe, expect, it } from 'vitest'
import { E, active, bench, game, menu, pile, ss } from './helpers'

const AERODACTYL = [ss(91), ss(94)]
const ORAN_BERRY = 'ex1-85'
const { fire: R } = E

describe('ex2-94 Aerodactyl ex', () => {
  it("Primal Lock: once it is in play, the Tools on the opponent's Pokémon are discarded; its owner's stay", () => {
    const d = game({
      players: [
        { active: { card: ss(91) }, bench: [{ card: ss(75), tools: [ORAN_BERRY] }], hand: [ss(94)] },
        { active: { card: ss(75), tools: [ORAN_BERRY] }, bench: [{ card: ss(85), tools: [ORAN_BERRY] }] },
      ],
    })
    d.pick('Evolve Mysterious Fossil into Aerodactyl ex')
    expect(active(d.state, 1).tools).toEqual([])
    expect(bench(d.state, 1, 0).tools).toEqual([])
    expect(pile(d.state, 1, 'discard')).toEqual([ORAN_BERRY, ORAN_BERRY])
    expect(bench(d.state, 0, 0).tools.length).toBe(1)
  })

  it("Primal Lock: from the Bench too, the opponent can't play Pokémon Tool cards; its owner can", () => {
    const d = game({
      players: [
        { active: ss(75), bench: [{ card: AERODACTYL }], hand: [ORAN_BERRY] },
        { active: ss(75), hand: [ORAN_BERRY] },
      ],
    })
    expect(menu(d)).toContain('Attach Oran Berry to Sandshrew')
    d.pick('End turn')
    expect(menu(d).some((l) => l.startsWith('Attach Oran Berry'))).toBe(false)
  })

  it('Supersonic: 10, and the Defending Pokémon is now Confused', () => {
    const d = game({ players: [{ active: { card: AERODACTYL, energy: [R] } }, { active: 'base1-3' }] })
    d.pick('Attack: Supersonic')
    expect(active(d.state, 1).damage).toBe(10)
    expect(active(d.state, 1).conditions.rotation).toBe('confused')
  })

  it('Wing Attack does 60; a Fighting attacker does 30 less to it', () => {
    const d = game({ players: [{ active: { card: AERODACTYL, energy: [R, R, R] } }, { active: 'base1-3' }] })
    d.pick('Attack: Wing Attack')
    expect(active(d.state, 1).damage).toBe(60)
    const f = game({
      current: 1,
      players: [{ active: { card: AERODACTYL } }, { active: { card: 'base1-7', energy: [E.fighting, E.fighting, R] } }],
    })
    f.pick('Attack: Special Punch')
    expect(active(f.state, 0).damage).toBe(10)
  })
})
