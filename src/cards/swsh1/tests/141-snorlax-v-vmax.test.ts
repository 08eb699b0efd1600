import { describe, expect, it } from 'vitest'
import { E, active, game, swsh1, top } from './helpers'

const SNORLAX_V = swsh1(141)
const VMAX = [swsh1(141), swsh1(142)]
const CCC = [E.fire, E.fire, E.fire]
const CCCC = [E.fire, E.fire, E.fire, E.fire]
// Stonjourner V (220 HP, Fighting): no Weakness or Resistance to Colorless.
const TARGET = swsh1(115)

describe('swsh1-141 Snorlax V', () => {
  it('Swallow: 60 damage, and Snorlax V heals as much', () => {
    const d = game({
      players: [{ active: { card: SNORLAX_V, energy: CCC, damage: 100 } }, { active: TARGET }],
    })
    d.pick('Attack: Swallow')
    expect(active(d.state, 1).damage).toBe(60)
    expect(active(d.state, 0).damage).toBe(40)
  })

  it('Swallow heals only the damage actually done (after a reduction)', () => {
    const d = game({
      players: [
        { active: { card: SNORLAX_V, energy: CCC, damage: 100 } },
        {
          active: {
            card: TARGET,
            markers: [{ source: 'engine', key: 'reduce-damage', data: { amount: 20 }, untilTurn: 3 }],
          },
        },
      ],
    })
    d.pick('Attack: Swallow')
    expect(active(d.state, 1).damage).toBe(40)
    expect(active(d.state, 0).damage).toBe(60)
  })

  it('Falling Down: 170 damage, then Snorlax V is Asleep', () => {
    // The coin of the Checkup after the attack comes up tails: it stays Asleep.
    const d = game({ players: [{ active: { card: SNORLAX_V, energy: CCCC } }, { active: TARGET }], flips: [false] })
    d.pick('Attack: Falling Down')
    expect(active(d.state, 1).damage).toBe(170)
    expect(active(d.state, 0).conditions.rotation).toBe('asleep')
  })

  it('a Knock Out of Snorlax V gives 2 Prize cards', () => {
    const d = game({
      players: [
        { active: { card: TARGET, energy: [E.fighting, E.fighting, E.fighting] } },
        { active: { card: SNORLAX_V, damage: 200 }, bench: [swsh1(146)] },
      ],
    })
    d.pick('Attack: Mega Kick')
    expect(d.decision.text).toBe('Take 2 Prize cards')
  })
})

describe('swsh1-142 Snorlax VMAX', () => {
  it('evolves from Snorlax V', () => {
    const d = game({ players: [{ active: SNORLAX_V, hand: [swsh1(142)] }, { active: TARGET }] })
    d.pick('Evolve Snorlax V into Snorlax VMAX')
    expect(top(d.state, active(d.state, 0))).toBe(swsh1(142))
  })

  for (const [benched, dmg] of [
    [0, 60],
    [3, 150],
  ] as const)
    it(`G-Max Fall: 60 + 30 for each of your Benched Pokémon (${benched})`, () => {
      const d = game({
        players: [
          { active: { card: VMAX, energy: CCC }, bench: Array.from({ length: benched }, () => swsh1(146)) },
          { active: TARGET, bench: [swsh1(146)] },
        ],
      })
      d.pick('Attack: G-Max Fall')
      expect(active(d.state, 1).damage).toBe(dmg)
    })

  it('a Knock Out of Snorlax VMAX gives 3 Prize cards', () => {
    const d = game({
      players: [
        { active: { card: TARGET, energy: [E.fighting, E.fighting, E.fighting] } },
        { active: { card: VMAX, damage: 300 }, bench: [swsh1(146)] },
      ],
    })
    d.pick('Attack: Mega Kick')
    expect(d.decision.text).toBe('Take 3 Prize cards')
  })
})
