/** Attacks with no text in base1-35…69: base damage with Weakness and Resistance. */
import { describe, expect, it } from 'vitest'
import { E, active, game } from './helpers'

const cases = [
  { card: 'base1-41', atk: 'Headbutt', energy: [E.water], dmg: 10 },
  { card: 'base1-47', atk: 'Dig', energy: [E.fighting], dmg: 10 },
  { card: 'base1-47', atk: 'Mud Slap', energy: [E.fighting, E.fighting], dmg: 30 },
  { card: 'base1-49', atk: 'Pound', energy: [E.fire], dmg: 10 },
  { card: 'base1-52', atk: 'Low Kick', energy: [E.fighting], dmg: 20 },
  { card: 'base1-60', atk: 'Smash Kick', energy: [E.fire, E.water], dmg: 20 },
  { card: 'base1-60', atk: 'Flame Tail', energy: [E.fire, E.fire], dmg: 30 },
  { card: 'base1-61', atk: 'Bite', energy: [E.fire], dmg: 20 },
  { card: 'base1-65', atk: 'Slap', energy: [E.water], dmg: 20 },
  { card: 'base1-67', atk: 'Tackle', energy: [E.fire], dmg: 10 },
]

describe.each(cases)('$card $atk', ({ card, atk, energy, dmg }) => {
  it(`does ${dmg} to a Pokémon without Weakness or Resistance`, () => {
    const d = game({ players: [{ active: { card, energy } }, { active: { card: ['base1-45', 'base1-54'] } }] })
    d.pick(`Attack: ${atk}`)
    // Metapod is weak to Fire only.
    const fire = card === 'base1-60'
    expect(active(d.state, 1).damage).toBe(fire ? dmg * 2 : dmg)
  })
})

describe('Weakness and Resistance on plain attacks', () => {
  it('Machop Low Kick ×2 against Pikachu (weak to Fighting)', () => {
    const d = game({ players: [{ active: { card: 'base1-52', energy: [E.fighting] } }, { active: 'base1-58' }] })
    d.pick('Attack: Low Kick')
    expect(d.state.players[1].active).toBeNull() // 40 ≥ 40
  })
  it('Machop Low Kick −30 against Gastly (resists Fighting)', () => {
    const d = game({ players: [{ active: { card: 'base1-52', energy: [E.fighting] } }, { active: 'base1-50' }] })
    d.pick('Attack: Low Kick')
    expect(active(d.state, 1).damage).toBe(0)
  })
  it('Voltorb Tackle ×2 against Seel (weak to Lightning)', () => {
    const d = game({ players: [{ active: { card: 'base1-67', energy: [E.fire] } }, { active: 'base1-41' }] })
    d.pick('Attack: Tackle')
    expect(active(d.state, 1).damage).toBe(20)
  })
})
