import { describe, expect, it } from 'vitest'
import { E, active, bench, crz, game, top } from './helpers'

const KELDEO_V = 'swsh1-53' // 210 HP; Wave Splash [W] 40
const TURTONATOR = 'swsh1-29' // 130 HP; Tackle [C][C] 30
const TWIN_ENERGY = 'swsh2-174' // a Special Energy: [C][C] on a Pokémon that isn't a Pokémon V
const LAPRAS_VMAX = ['swsh1-49', 'swsh1-50'] // 320 HP
const DURALUDON_VMAX = [crz(103), crz(104)]

describe('swsh12pt5-103 Duraludon V', () => {
  it('is a Single Strike Pokémon V', () => {
    const d = game({ players: [{ active: crz(103) }, { active: KELDEO_V }] })
    expect(d.engine.db.get(crz(103)).tags).toEqual(['Single Strike'])
  })
  it("Breaking Swipe: 140, and the Defending Pokémon's attacks do 30 less during its owner's next turn", () => {
    const d = game({
      players: [
        { active: { card: crz(103), energy: [E.fighting, E.metal, E.metal] } },
        { active: { card: KELDEO_V, energy: [E.water] } },
      ],
    })
    d.pick('Attack: Breaking Swipe')
    expect(active(d.state, 1).damage).toBe(140)
    d.pick('Attack: Wave Splash')
    expect(active(d.state, 0).damage).toBe(10)
  })
})

describe('swsh12pt5-104 Duraludon VMAX', () => {
  /** Turtonator tackles Duraludon VMAX, paying with Twin Energy (Special) or 2 Fire Energy (basic). */
  const tackle = (energy: string[]) => {
    const d = game({
      current: 1,
      players: [{ active: { card: DURALUDON_VMAX } }, { active: { card: TURTONATOR, energy } }],
    })
    return active(d.pick('Attack: Tackle').state, 0).damage
  }
  it('Skyscraper: no damage from an attacker with a Special Energy attached', () => {
    expect(tackle([TWIN_ENERGY])).toBe(0)
    expect(tackle([E.fire, E.fire])).toBe(30)
  })
  it('G-Max Pulverization: 220, not reduced by an effect on the Defending Pokémon', () => {
    const d = game({
      players: [
        { active: { card: DURALUDON_VMAX, energy: [E.fighting, E.metal, E.metal] } },
        {
          active: {
            card: LAPRAS_VMAX,
            markers: [{ source: 'engine', key: 'reduce-damage', data: { amount: 30 } }],
          },
        },
      ],
    })
    d.pick('Attack: G-Max Pulverization')
    expect(active(d.state, 1).damage).toBe(220)
  })
})

describe('swsh12pt5-105 Radiant Eternatus', () => {
  const deck = [crz(101), 'swsh1-50', crz(100), E.fire]
  const played = () =>
    game({ players: [{ active: crz(100), hand: [crz(105)], deck }, { active: KELDEO_V }] }).pick(
      'Put Radiant Eternatus on the Bench',
    )

  it('Climactic Gate: up to 2 Pokémon VMAX from the deck onto the Bench, then the turn ends', () => {
    const d = played().pick('Yes')
    expect(d.labels().sort()).toEqual(['Lapras VMAX', 'Rayquaza VMAX'])
    d.pick('Rayquaza VMAX', 'Lapras VMAX')
    expect(d.state.players[0].bench.map((s) => top(d.state, s)).sort()).toEqual([crz(105), crz(101), 'swsh1-50'].sort())
    expect(d.state.current).toBe(1)
  })
  it('Climactic Gate declined: nothing is searched and the turn goes on', () => {
    const d = played().pick('No')
    expect(d.state.players[0].bench).toHaveLength(1)
    expect(top(d.state, bench(d.state, 0, 0))).toBe(crz(105))
    expect(d.state.current).toBe(0)
  })
  it('Power Beam: 200', () => {
    const d = game({
      players: [
        { active: { card: crz(105), energy: [E.fire, E.darkness, E.fire] } },
        { active: { card: LAPRAS_VMAX } },
      ],
    })
    d.pick('Attack: Power Beam')
    expect(active(d.state, 1).damage).toBe(200)
  })
})

describe('swsh12pt5-106 Tauros', () => {
  for (const damage of [0, 30])
    it(`Adrena-Tackle does no damage (Tauros with ${damage} damage on it)`, () => {
      const d = game({
        players: [{ active: { card: crz(106), energy: [E.fire, E.fire, E.fire], damage } }, { active: KELDEO_V }],
      })
      d.pick('Attack: Adrena-Tackle')
      expect(active(d.state, 1).damage).toBe(0)
    })
})
