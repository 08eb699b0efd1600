/**
 * rules.md ATK-f (§1.7 step f): an attack puts its damage on first and applies its other effects afterwards. The
 * engine keeps that order even when a card's code applies the Special Condition before asking for the damage, as in
 * the Squirtle example of docs/engine.md (`effect(c) { if (c.flip()) c.paralyze() }`).
 */
import { describe, expect, it } from 'vitest'
import { createEngine } from '../engine'
import type { PokemonDef } from '../api/card'
import { makeCardDb } from '../api/card'
import { Driver, scenario } from '../testing/scenario'
import { TEST_CARDS } from '../testing/cards'
import { active } from '../testing/read'

const bubbler: PokemonDef = {
  kind: 'pokemon',
  id: 'order-bubbler',
  name: 'Bubbler',
  stage: 'basic',
  hp: 60,
  types: ['water'],
  retreat: 1,
  attacks: [
    // Written the short way: the condition first, the engine's default damage afterwards.
    { name: 'Bubble', cost: [], damage: 10, effect: (c) => void (c.flip() && c.paralyze()) },
    { name: 'Sting', cost: [], damage: 20, effect: (c) => void c.poison() },
    { name: 'Hypnosis', cost: [], damage: 0, effect: (c) => void c.asleep() },
  ],
}
const engine = createEngine(makeCardDb([...TEST_CARDS, bubbler]))

function attackWith(name: string, flips: boolean[] = []) {
  const d = new Driver(
    engine,
    scenario(engine, {
      flips,
      players: [
        { active: 'order-bubbler', deck: ['energy-water', 'energy-water'] },
        { active: 'big-basic', deck: ['energy-fire', 'energy-fire'] },
      ],
    }),
  )
  d.pick(`Attack: ${name}`)
  const kinds = d.events.map((e) => e.type)
  return { d, damageAt: kinds.indexOf('damage'), conditionAt: kinds.indexOf('condition') }
}

describe('rules.md ATK-f: damage, then the other effects', () => {
  it('rules.md ATK-f: "Flip a coin. If heads, the Defending Pokémon is now Paralyzed": the damage comes before the Paralysis', () => {
    const { d, damageAt, conditionAt } = attackWith('Bubble', [true])
    expect(damageAt).toBeGreaterThanOrEqual(0)
    expect(conditionAt).toBeGreaterThan(damageAt)
    expect(active(d.state, 1).damage).toBe(10)
    expect(active(d.state, 1).conditions.rotation).toBe('paralyzed')
  })

  it('rules.md ATK-f: tails, the damage is still done once and nothing else happens', () => {
    const { d, conditionAt } = attackWith('Bubble', [false])
    expect(conditionAt).toBe(-1)
    expect(active(d.state, 1).damage).toBe(10)
  })

  it('rules.md ATK-f: a Poison that comes with damage is applied after the damage, and the damage is not done twice', () => {
    const { d, damageAt, conditionAt } = attackWith('Sting')
    expect(conditionAt).toBeGreaterThan(damageAt)
    // One hit of 20 from the attack; the Pokémon Checkup then adds the Poison counter.
    expect(
      d.events.filter((e) => e.type === 'damage' && !e.counters).map((e) => e.type === 'damage' && e.amount),
    ).toEqual([20])
    expect(active(d.state, 1).damage).toBe(30)
    expect(active(d.state, 1).conditions.poisoned).toBe(true)
  })

  it('rules.md ATK-f, DMG-2: an attack with no damage only applies its effect', () => {
    const { d, damageAt } = attackWith('Hypnosis', [false]) // tails at the Checkup: still Asleep
    expect(damageAt).toBe(-1)
    expect(active(d.state, 1).conditions.rotation).toBe('asleep')
  })
})
