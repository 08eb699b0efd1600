import { describe, expect, it } from 'vitest'
import { E, active, game, swsh1 } from './helpers'

// Pokémon of swsh1-081…155 whose attacks only do their printed damage: a sample played through the engine (the
// facts of every one are checked by `npm run audit:cards`). The target, Rhyperior (190 HP, Weakness Grass, no
// Resistance), takes the printed number.
const TARGET = [swsh1(97), swsh1(98), swsh1(99)]

describe('swsh1 plain attacks', () => {
  it.each([
    [[swsh1(92)], 'Scratch', [E.fighting], 10],
    [[swsh1(92), swsh1(93)], 'Mud Bomb', [E.fighting], 60],
    [[swsh1(96)], 'Hammer In', [E.fighting, E.fire], 30],
    [[swsh1(97), swsh1(98)], 'Horn Drill', [E.fighting, E.fire, E.fire], 50],
  ])('%s: %s does %i damage', (card, name, energy, dmg) => {
    const d = game({ players: [{ active: { card, energy } }, { active: { card: TARGET } }] })
    d.pick(`Attack: ${name}`)
    expect(active(d.state, 1).damage).toBe(dmg)
  })
})
