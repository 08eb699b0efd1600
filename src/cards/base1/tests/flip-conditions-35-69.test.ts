/** Every "flip a coin; heads: the Defending Pokémon is now <condition>" attack in base1-35…69. */
import { describe, expect, it } from 'vitest'
import { E, active, both, game } from './helpers'

const cases = [
  { card: 'base1-43', who: 'Abra', atk: 'Psyshock', energy: [E.psychic], dmg: 10, cond: 'paralyzed' },
  { card: 'base1-45', who: 'Caterpie', atk: 'String Shot', energy: [E.grass], dmg: 10, cond: 'paralyzed' },
  { card: 'base1-49', who: 'Drowzee', atk: 'Confuse Ray', energy: [E.psychic, E.psychic], dmg: 10, cond: 'confused' },
  { card: 'base1-50', who: 'Gastly', atk: 'Sleeping Gas', energy: [E.psychic], dmg: 0, cond: 'asleep' },
  { card: 'base1-53', who: 'Magnemite', atk: 'Thunder Wave', energy: [E.lightning], dmg: 10, cond: 'paralyzed' },
  {
    card: ['base1-45', 'base1-54'],
    who: 'Metapod',
    atk: 'Stun Spore',
    energy: [E.grass, E.grass],
    dmg: 20,
    cond: 'paralyzed',
  },
  { card: 'base1-63', who: 'Squirtle', atk: 'Bubble', energy: [E.water], dmg: 10, cond: 'paralyzed' },
  {
    card: ['base1-65', 'base1-64'],
    who: 'Starmie',
    atk: 'Star Freeze',
    energy: [E.water, E.water, E.water],
    dmg: 20,
    cond: 'paralyzed',
  },
  { card: 'base1-66', who: 'Tangela', atk: 'Bind', energy: [E.grass, E.grass], dmg: 20, cond: 'paralyzed' },
  { card: 'base1-68', who: 'Vulpix', atk: 'Confuse Ray', energy: [E.fire, E.fire], dmg: 10, cond: 'confused' },
  { card: 'base1-69', who: 'Weedle', atk: 'Poison Sting', energy: [E.grass], dmg: 10, cond: 'poisoned' },
] as const

// The target is Wartortle (70 HP, weak to Lightning): Magnemite's damage is doubled.
const target = { card: ['base1-63', 'base1-42'] }
const hasCond = (slot: { conditions: { rotation: string | null; poisoned: boolean } }, cond: string) =>
  cond === 'poisoned' ? slot.conditions.poisoned : slot.conditions.rotation === cond

describe.each(cases)('$who — $atk', ({ card, atk, energy, dmg, cond }) => {
  const expected = card === 'base1-53' ? dmg * 2 : dmg
  it.each(both)(`heads: ${dmg} damage and ${cond} (%s)`, (rules) => {
    // Sleep gets a tails in the Checkup so it stays Asleep.
    const d = game({
      rules,
      flips: cond === 'asleep' ? [true, false] : [true],
      players: [
        { active: { card: [...(Array.isArray(card) ? card : [card])], energy: [...energy] } },
        { active: target },
      ],
    })
    d.pick(`Attack: ${atk}`)
    const def = active(d.state, 1)
    // Poison ticks once in the Checkup right after the attack.
    expect(def.damage).toBe(expected + (cond === 'poisoned' ? 10 : 0))
    expect(hasCond(def, cond)).toBe(true)
  })
  it('tails: damage only', () => {
    const d = game({
      flips: [false],
      players: [
        { active: { card: [...(Array.isArray(card) ? card : [card])], energy: [...energy] } },
        { active: target },
      ],
    })
    d.pick(`Attack: ${atk}`)
    const def = active(d.state, 1)
    expect(def.damage).toBe(expected)
    expect(def.conditions.rotation).toBeNull()
    expect(def.conditions.poisoned).toBe(false)
  })
})
