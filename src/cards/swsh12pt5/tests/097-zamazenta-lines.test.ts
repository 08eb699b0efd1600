import { describe, expect, it } from 'vitest'
import { E, active, bench, crz, game, pile } from './helpers'

const TURTONATOR = 'swsh1-29' // 130 HP; Tackle [C][C] 30, Fire Spin [R][R][R][C] 150; Zamazenta is weak to Fire
const KELDEO_V = 'swsh1-53' // 210 HP; Wave Splash [W] 40
const LAPRAS_V = 'swsh1-49' // 210 HP
const ZACIAN_VSTAR = [crz(95), crz(96)]
const ZAMAZENTA_VSTAR = [crz(98), crz(99)]
const THREE = [E.metal, E.metal, E.fire]

describe('swsh12pt5-97 Zamazenta', () => {
  /** Zamazenta ends its turn; Keldeo V's Wave Splash (40) hits it. */
  const splashed = (energy: string[]) => {
    const d = game({
      players: [{ active: { card: crz(97), energy } }, { active: { card: KELDEO_V, energy: [E.water] } }],
    })
    d.pick('End turn')
    return d.pick('Attack: Wave Splash')
  }
  it('Metal Shield: 30 less damage from attacks while it has Energy attached', () => {
    expect(active(splashed([E.fire]).state, 0).damage).toBe(10)
    expect(active(splashed([]).state, 0).damage).toBe(40)
  })

  it('Retaliate: 100, or 220 after one of its Pokémon was Knocked Out by an attack during the last turn', () => {
    const d = game({
      players: [
        { active: { card: crz(87), damage: 60 }, bench: [{ card: crz(97), energy: THREE }] },
        { active: { card: KELDEO_V, energy: [E.water] } },
      ],
    })
    d.pick('End turn').pick('Attack: Wave Splash') // Knocks Out Aron
    d.pick((o) => o.label.startsWith('Prize card'))
    d.pick('Zamazenta')
    expect(d.state.current).toBe(0)
    d.pick('Attack: Retaliate')
    expect(d.state.players[1].active).toBeNull() // 220 Knocks Out Keldeo V's 210 HP (100 would not)
  })
  it('Retaliate counts any Knock Out during the last turn, not only one by attack damage', () => {
    // Card text: "If any of your Pokémon were Knocked Out during your opponent's last turn" — any Knock Out, here
    // by damage counters that Hatterene VMAX's Ability moved onto Aron (as for Raihan, the same words).
    const d = game({
      players: [
        { active: { card: crz(87), damage: 60 }, bench: [{ card: crz(97), energy: THREE }] },
        { active: KELDEO_V, bench: [{ card: [crz(65), crz(66)], damage: 10 }] },
      ],
    })
    d.pick('End turn').pick("Use Witch's Domain").pick('Hatterene VMAX') // Aron (70 HP) gets its 7th counter
    d.pick((o) => o.label.startsWith('Prize card')) // Zamazenta, alone on the Bench, becomes the Active
    d.pick('End turn')
    expect(d.state.current).toBe(0)
    d.pick('Attack: Retaliate')
    expect(d.state.players[1].active).toBeNull() // 220 Knocks Out Keldeo V's 210 HP (100 would not)
  })
  it('Retaliate: 100 with no Knock Out during the last turn', () => {
    const d = game({ players: [{ active: { card: crz(97), energy: THREE } }, { active: KELDEO_V }] })
    d.pick('Attack: Retaliate')
    expect(active(d.state, 1).damage).toBe(100)
  })
})

describe('swsh12pt5-98 Zamazenta V', () => {
  it('Regal Stance: discards the hand, draws 5 and ends the turn', () => {
    const deck = ['swsh1-48', 'swsh1-29', 'swsh1-49', 'swsh1-53', E.water, E.metal]
    const d = game({
      players: [{ active: crz(98), hand: [E.fire, crz(87)], deck }, { active: KELDEO_V }],
    })
    d.pick('Use Regal Stance')
    expect(pile(d.state, 0, 'discard').sort()).toEqual([E.fire, crz(87)].sort())
    expect(pile(d.state, 0, 'hand')).toEqual(deck.slice(0, 5))
    expect(d.state.current).toBe(1)
  })
  it('Revenge Blast: 120 plus 30 for each Prize card the opponent has taken', () => {
    const blast = (theirPrizes: number) => {
      const d = game({
        players: [
          { active: { card: crz(98), energy: THREE } },
          { active: { card: LAPRAS_V }, prizes: Array<string>(theirPrizes).fill(E.fire) },
        ],
      })
      return active(d.pick('Attack: Revenge Blast').state, 1).damage
    }
    // Six Prize cards in all: 6 left is none taken, 4 left is 2 taken.
    expect([blast(6), blast(4)]).toEqual([120, 180])
  })
})

describe('swsh12pt5-99 Zamazenta VSTAR', () => {
  it('evolves from Zamazenta V', () => {
    const d = game({ players: [{ active: crz(98), hand: [crz(99)] }, { active: LAPRAS_V }] })
    expect(d.has('Evolve Zamazenta V into Zamazenta VSTAR')).toBe(true)
  })

  it("Shield Star: 100 less damage to each of its owner's Pokémon during the opponent's next turn, also one benched after it", () => {
    const d = game({
      players: [
        { active: { card: crz(87), energy: [E.fire, E.fire] }, bench: [{ card: ZAMAZENTA_VSTAR }], hand: [crz(91)] },
        { active: { card: TURTONATOR, energy: [E.fire, E.fire] } },
      ],
    })
    d.pick('Use Shield Star')
    d.pick('Put Pawniard on the Bench')
    d.pick('Retreat to Pawniard')
    d.pick('End turn')
    d.pick('Attack: Tackle')
    expect(active(d.state, 0).damage).toBe(0) // Pawniard: 30 − 100
    expect(bench(d.state, 0, 0).damage).toBe(0)
  })

  it("Shield Star: the reduction comes after Weakness, and ends with the opponent's next turn", () => {
    const d = game({
      players: [
        { active: { card: ZAMAZENTA_VSTAR, energy: THREE } },
        { active: { card: TURTONATOR, energy: [E.fire, E.fire, E.fire, E.fire] } },
      ],
    })
    d.pick('Use Shield Star')
    d.pick('End turn')
    d.pick('Attack: Tackle')
    expect(active(d.state, 0).damage).toBe(0) // 30 ×2 = 60, then −100
    d.pick('End turn')
    d.pick('Attack: Tackle')
    expect(active(d.state, 0).damage).toBe(60)
  })

  it('Shield Star is a VSTAR Power: refused once Zacian VSTAR used Sword Star', () => {
    const d = game({
      players: [
        {
          active: { card: ZACIAN_VSTAR, energy: [E.metal, E.metal, E.fire, E.fire] },
          bench: [{ card: ZAMAZENTA_VSTAR }],
        },
        { active: { card: ['swsh1-49', 'swsh1-50'] } },
      ],
    })
    expect(d.has('Use Shield Star')).toBe(true)
    d.pick('Attack: Sword Star').pick('End turn')
    expect(d.state.current).toBe(0)
    expect(d.has('Use Shield Star')).toBe(false)
  })

  it("Giga Impact: 220, and it can't attack during its owner's next turn", () => {
    const d = game({
      players: [{ active: { card: ZAMAZENTA_VSTAR, energy: THREE } }, { active: { card: ['swsh1-49', 'swsh1-50'] } }],
    })
    d.pick('Attack: Giga Impact')
    expect(active(d.state, 1).damage).toBe(220)
    d.pick('End turn')
    expect(d.has('Attack: Giga Impact')).toBe(false)
  })
})
