import { describe, expect, it } from 'vitest'
import { E, active, bench, game, swsh2, top } from './helpers'

const RILLABOOM_VMAX = [swsh2(17), swsh2(18)] // 330 HP, weak to Fire: no Weakness or Resistance against Lightning
const POISON_CHECKUP = 10 // Poison's counter at the Pokémon Checkup after the attack

describe('swsh2-70 Toxtricity V', () => {
  it('Poison Jab: 20 damage, and the Defending Pokémon is Poisoned', () => {
    const d = game({
      players: [{ active: { card: swsh2(70), energy: [E.lightning] } }, { active: { card: RILLABOOM_VMAX } }],
    })
    d.pick('Attack: Poison Jab')
    expect(active(d.state, 1).conditions.poisoned).toBe(true)
    expect(active(d.state, 1).damage).toBe(20 + POISON_CHECKUP)
  })

  for (const poisoned of [false, true])
    it(`Electric Riot: 90, plus 90 if the Defending Pokémon is Poisoned (${poisoned ? 'Poisoned' : 'not Poisoned'})`, () => {
      const d = game({
        players: [
          { active: { card: swsh2(70), energy: [E.lightning, E.lightning, E.fire] } },
          { active: { card: RILLABOOM_VMAX, conditions: poisoned ? ['poisoned'] : [] } },
        ],
      })
      d.pick('Attack: Electric Riot')
      expect(active(d.state, 1).damage).toBe(poisoned ? 180 + POISON_CHECKUP : 90)
    })

  it('Electric Riot needs two Lightning Energy', () => {
    const d = game({
      players: [
        { active: { card: swsh2(70), energy: [E.lightning, E.fire, E.fire] } },
        { active: { card: RILLABOOM_VMAX } },
      ],
    })
    expect(d.has('Attack: Electric Riot')).toBe(false)
  })
})

describe('swsh2-71 Toxtricity VMAX', () => {
  it('evolves from Toxtricity V', () => {
    const d = game({ players: [{ active: swsh2(70), hand: [swsh2(71)] }, { active: swsh2(12) }] })
    d.pick('Evolve Toxtricity V into Toxtricity VMAX')
    expect(top(d.state, active(d.state, 0))).toBe(swsh2(71))
  })

  for (const poisoned of [false, true])
    it(`G-Max Riot: 160, plus 80 if the Defending Pokémon is Poisoned (${poisoned ? 'Poisoned' : 'not Poisoned'})`, () => {
      const d = game({
        players: [
          { active: { card: [swsh2(70), swsh2(71)], energy: [E.lightning, E.lightning, E.fire] } },
          { active: { card: RILLABOOM_VMAX, conditions: poisoned ? ['poisoned'] : [] } },
        ],
      })
      d.pick('Attack: G-Max Riot')
      expect(active(d.state, 1).damage).toBe(poisoned ? 240 + POISON_CHECKUP : 160)
    })

  it('Poison Jab from Toxtricity V sets up G-Max Riot for 240 on the next turn', () => {
    const d = game({
      players: [
        { active: { card: swsh2(70), energy: [E.lightning, E.lightning] }, hand: [swsh2(71), E.fire] },
        { active: { card: RILLABOOM_VMAX } },
      ],
    })
    d.pick('Attack: Poison Jab')
    d.pick('End turn')
    d.pick('Evolve Toxtricity V into Toxtricity VMAX').pick('Attach Basic Fire Energy').pick('Attack: G-Max Riot')
    // 20 + Poison at two Checkups + 240
    expect(active(d.state, 1).damage).toBe(20 + 2 * POISON_CHECKUP + 240 + POISON_CHECKUP)
  })
})

describe('swsh2-68 Toxel', () => {
  for (const heads of [true, false])
    it(`Tight Jaw: 10 damage, and Paralyzed on heads (${heads ? 'heads' : 'tails'})`, () => {
      const d = game({
        flips: [heads],
        players: [{ active: { card: swsh2(68), energy: [E.lightning] } }, { active: { card: RILLABOOM_VMAX } }],
      })
      d.pick('Attack: Tight Jaw')
      expect(active(d.state, 1).damage).toBe(10)
      expect(active(d.state, 1).conditions.rotation).toBe(heads ? 'paralyzed' : null)
    })
})

describe('swsh2-69 Toxtricity', () => {
  const TOXTRICITY = [swsh2(68), swsh2(69)]
  const PELIPPER = [swsh2(41), swsh2(42)] // weak to Lightning

  it('evolves from Toxel', () => {
    const d = game({ players: [{ active: swsh2(68), hand: [swsh2(69)] }, { active: swsh2(12) }] })
    d.pick('Evolve Toxel into Toxtricity')
    expect(top(d.state, active(d.state, 0))).toBe(swsh2(69))
  })

  it("Poison Shout: 20 to each of the opponent's Pokémon, Weakness only on the Active, then Poisoned", () => {
    const d = game({
      players: [
        { active: { card: TOXTRICITY, energy: [E.lightning] } },
        { active: { card: PELIPPER }, bench: [{ card: PELIPPER }, swsh2(12)] },
      ],
    })
    d.pick('Attack: Poison Shout')
    expect(active(d.state, 1).damage).toBe(40 + POISON_CHECKUP)
    expect(active(d.state, 1).conditions.poisoned).toBe(true)
    expect([bench(d.state, 1, 0).damage, bench(d.state, 1, 1).damage]).toEqual([20, 20])
    expect(bench(d.state, 1, 0).conditions.poisoned).toBe(false)
  })

  it('Hammer In: 90 damage', () => {
    const d = game({
      players: [
        { active: { card: TOXTRICITY, energy: [E.lightning, E.fire, E.fire] } },
        { active: { card: RILLABOOM_VMAX } },
      ],
    })
    d.pick('Attack: Hammer In')
    expect(active(d.state, 1).damage).toBe(90)
  })
})
