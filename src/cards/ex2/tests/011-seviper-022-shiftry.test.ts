import { describe, expect, it } from 'vitest'
import { E, active, bench, energyOf, game, menu, ss } from './helpers'

const CHANSEY = 'base1-3' // 120 HP, weak to Fighting only
const { grass: G, fire: R } = E

describe('ex2-11 Seviper', () => {
  it('Deadly Poison: 10, and discarding a Grass Energy card Poisons the Defending Pokémon', () => {
    const d = game({ players: [{ active: { card: ss(11), energy: [G, R] } }, { active: CHANSEY }] })
    d.pick('Attack: Deadly Poison').pick('Yes')
    expect(active(d.state, 1).conditions.poisoned).toBe(true)
    expect(energyOf(d.state, active(d.state, 0))).toEqual([R])
  })
  it('Deadly Poison: 10 only, when the player keeps the Energy or has no Grass Energy', () => {
    const keep = game({ players: [{ active: { card: ss(11), energy: [G] } }, { active: CHANSEY }] })
    keep.pick('Attack: Deadly Poison').pick('No')
    expect(active(keep.state, 1).conditions.poisoned).toBe(false)
    const none = game({ players: [{ active: { card: ss(11), energy: [R] } }, { active: CHANSEY }] })
    none.pick('Attack: Deadly Poison')
    expect(active(none.state, 1).damage).toBe(10)
    expect(active(none.state, 1).conditions.poisoned).toBe(false)
  })
  it('Extra Poison: 20; a Pokémon-ex is also Asleep and Poisoned, another Pokémon is not', () => {
    const plain = game({ players: [{ active: { card: ss(11), energy: [R, R] } }, { active: CHANSEY }] })
    plain.pick('Attack: Extra Poison')
    expect(active(plain.state, 1).damage).toBe(20)
    expect(active(plain.state, 1).conditions.poisoned).toBe(false)
    // The one coin is the Sleep flip of the Pokémon Checkup: tails, it stays Asleep.
    const ex = game({
      flips: [false],
      players: [{ active: { card: ss(11), energy: [R, R] } }, { active: { card: ss(98) } }],
    })
    ex.pick('Attack: Extra Poison')
    // 20, and Poison's damage counter in the Pokémon Checkup that follows.
    expect(active(ex.state, 1).damage).toBe(30)
    expect(active(ex.state, 1).conditions.poisoned).toBe(true)
    expect(active(ex.state, 1).conditions.rotation).toBe('asleep')
  })
})

describe('ex2-22 Shiftry', () => {
  it('Feint Attack does 40 to the chosen Benched Pokémon; Slash does 60', () => {
    const d = game({
      players: [
        { active: { card: [ss(76), ss(48), ss(22)], energy: [G, R, R, R] } },
        { active: CHANSEY, bench: [ss(75)] },
      ],
    })
    expect(menu(d)).toContain('Attack: Slash')
    d.pick('Attack: Feint Attack').pick('Sandshrew')
    expect(bench(d.state, 1, 0).damage).toBe(40)
    const s = game({
      players: [{ active: { card: [ss(76), ss(48), ss(22)], energy: [G, R, R, R] } }, { active: CHANSEY }],
    })
    s.pick('Attack: Slash')
    expect(active(s.state, 1).damage).toBe(60)
  })
})
