import { describe, expect, it } from 'vitest'
import { E, active, game, swsh1 } from './helpers'

// Pokémon of swsh1-125…140 whose attacks only do their printed damage: a sample played through the engine (the
// facts of every one are checked by `npm run audit:cards`). The target, Rhyperior (190 HP, Weakness Grass, no
// Resistance), takes the printed number.
const TARGET = [swsh1(97), swsh1(98), swsh1(99)]

describe('swsh1-125…140 plain attacks', () => {
  it.each([
    [[swsh1(125), swsh1(126)], 'Darkness Fang', [E.darkness, E.fire, E.fire], 90],
    [[swsh1(127), swsh1(128)], 'Metal Claw', [E.metal, E.metal, E.fire], 70 + 20], // its own Steely Spirit
    [[swsh1(130)], 'Rollout', [E.fire], 10],
    [[swsh1(133)], 'Cut Up', [E.fire], 10],
    [[swsh1(133)], 'Metal Claw', [E.metal, E.fire], 20],
    [[swsh1(133), swsh1(134)], 'Slicing Blade', [E.metal, E.fire], 60],
    [[swsh1(135)], 'Peck', [E.fire], 50],
    [[swsh1(140)], 'Rolling Tackle', [E.fire, E.fire, E.fire], 80],
    [[swsh1(140)], 'Heavy Impact', [E.fire, E.fire, E.fire, E.fire], 130],
  ])('%s: %s does %i damage', (card, name, energy, dmg) => {
    const d = game({ players: [{ active: { card, energy } }, { active: { card: TARGET } }] })
    d.pick(`Attack: ${name}`)
    expect(active(d.state, 1).damage).toBe(dmg)
  })
})
