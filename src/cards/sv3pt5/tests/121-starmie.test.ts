import { describe, expect, it } from 'vitest'
import { E, active, bench, game, menu, pile, sv } from './helpers'

const STARYU = sv(120)
const STARMIE = sv(121)

describe('sv3pt5-121 Starmie', () => {
  it('Mysterious Comet puts 2 damage counters on an opposing Pokémon, then Starmie and its cards are discarded', () => {
    const d = game({
      players: [
        { active: sv(143), bench: [{ card: [STARYU, STARMIE], energy: [E.water] }] },
        { active: sv(143), bench: [sv(122)] },
      ],
    })
    d.pick('Use Mysterious Comet').pick('Mr. Mime')
    expect(bench(d.state, 1, 0).damage).toBe(20)
    expect(d.state.players[0].bench.length).toBe(0)
    expect(pile(d.state, 0, 'discard').sort()).toEqual([STARYU, STARMIE, E.water].sort())
    // Counters: Mr. Mime's Resistance and Mimic Barrier do not matter.
    expect(d.events.some((e) => e.type === 'knock-out')).toBe(false)
  })

  it('from the Active Spot: the owner promotes a new Active afterwards; counters can Knock Out for a Prize', () => {
    const d = game({
      players: [
        { active: { card: [STARYU, STARMIE] }, bench: [sv(143), sv(128)] },
        { active: sv(143), bench: [{ card: sv(129), damage: 10 }] },
      ],
    })
    d.pick('Use Mysterious Comet').pick('Magikarp')
    d.pick('Tauros').pick('Prize card 1')
    expect(active(d.state, 0).stack.length).toBe(1)
    expect(d.state.players[0].prizes.length).toBe(5)
    expect(d.state.players[1].bench.length).toBe(0)
  })

  it('places nothing on Antique Old Amber (Amber Protection), so Starmie stays in play', () => {
    const d = game({ players: [{ active: sv(143), bench: [{ card: [STARYU, STARMIE] }] }, { active: sv(154) }] })
    d.pick('Use Mysterious Comet').pick('Antique Old Amber')
    expect(active(d.state, 1).damage).toBe(0)
    expect(d.state.players[0].bench.length).toBe(1)
    expect(menu(d)).not.toContain('Use Mysterious Comet') // once during the turn
  })

  it('is not offered when Starmie is your only Pokémon in play', () => {
    expect(menu(game({ players: [{ active: { card: [STARYU, STARMIE] } }, { active: sv(143) }] }))).not.toContain(
      'Use Mysterious Comet',
    )
  })

  it('Speed Attack does 50', () => {
    const d = game({
      players: [{ active: { card: [STARYU, STARMIE], energy: [E.water, E.water] } }, { active: sv(143) }],
    })
    d.pick('Attack: Speed Attack')
    expect(active(d.state, 1).damage).toBe(50)
  })
})
