import { describe, expect, it } from 'vitest'
import { E, active, crz, game, pile } from './helpers'

const TURTONATOR = 'swsh1-29' // 130 HP
const KELDEO_V = 'swsh1-53' // 210 HP, Wave Splash for [W]: 40
const AGGRON = [crz(87), crz(88), crz(89)]

describe('swsh12pt5-87 Aron', () => {
  it('Slight Intrusion: 30 to the Defending Pokémon and 10 to itself', () => {
    const d = game({ players: [{ active: { card: crz(87), energy: [E.fire, E.fire] } }, { active: TURTONATOR }] })
    d.pick('Attack: Slight Intrusion')
    expect(active(d.state, 1).damage).toBe(30)
    expect(active(d.state, 0).damage).toBe(10)
  })
})

describe('swsh12pt5-88 Lairon', () => {
  const deck = ['swsh1-48', 'swsh1-49', 'swsh1-50', 'swsh1-29']
  for (const flips of [[true, true, false], [false]])
    it(`Wreak Havoc: 80, and discards ${flips.length - 1} from the top of the opponent's deck`, () => {
      const d = game({
        flips,
        players: [
          { active: { card: [crz(87), crz(88)], energy: [E.metal, E.metal, E.fire, E.fire] } },
          { active: TURTONATOR, deck },
        ],
      })
      d.pick('Attack: Wreak Havoc')
      expect(active(d.state, 1).damage).toBe(80)
      expect(pile(d.state, 1, 'discard')).toEqual(deck.slice(0, flips.length - 1))
    })
})

describe('swsh12pt5-89 Aggron', () => {
  const energy = [E.metal, E.metal, E.fire, E.fire]
  /** Aggron attacks Keldeo V, whose Wave Splash (40) hits it back during the opponent's turn. */
  function tackledAfter(attack: string, aggronDamage = 0) {
    const d = game({
      players: [
        { active: { card: AGGRON, energy, damage: aggronDamage }, bench: [crz(87)] },
        { active: { card: KELDEO_V, energy: [E.water] } },
      ],
    })
    d.pick(`Attack: ${attack}`)
    expect(d.state.current).toBe(1)
    return d.pick('Attack: Wave Splash')
  }

  it('Counter Press: 90, then the Attacking Pokémon gets as many counters as the damage it did to Aggron', () => {
    const d = game({ players: [{ active: { card: AGGRON, energy } }, { active: TURTONATOR }] })
    d.pick('Attack: Counter Press')
    expect(active(d.state, 1).damage).toBe(90)
    const t = tackledAfter('Counter Press')
    expect(active(t.state, 0).damage).toBe(40)
    expect(active(t.state, 1).damage).toBe(90 + 40)
  })

  it('Counter Press also strikes back when the attack Knocks Aggron Out', () => {
    const d = tackledAfter('Counter Press', 150)
    expect(d.state.players[0].active).toBeNull()
    expect(active(d.state, 1).damage).toBe(90 + 40)
  })

  it('after Heavy Impact (180) the attacker gets no counters', () => {
    const d = tackledAfter('Heavy Impact')
    expect(active(d.state, 0).damage).toBe(40)
    expect(active(d.state, 1).damage).toBe(180)
  })
})
