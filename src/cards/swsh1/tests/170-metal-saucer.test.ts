import { describe, expect, it } from 'vitest'
import type { PokemonDef } from '../../../engine'
import { makeCardDb } from '../../../engine'
import { fill, harness } from '../../../engine/testing/harness'
import { menu } from '../../../engine/testing/menu'
import { bench, pile } from '../../../engine/testing/read'
import { loadedCards } from '../../registry'
import { E, swsh1 } from './helpers'
import { CHARMANDER, MACHOP } from './trainer-pokemon'

/**
 * A stand-in Metal Pokémon (test only): no Metal Pokémon is defined yet outside this set's Pokémon, which other
 * helpers are writing. It has the printed facts Metal Saucer reads: type Metal, a Bench to sit on.
 */
const STEEL: PokemonDef = {
  kind: 'pokemon',
  id: 'test-steelmon',
  name: 'Steelmon',
  stage: 'basic',
  hp: 100,
  types: ['metal'],
  retreat: 2,
  attacks: [{ name: 'Bash', cost: ['metal'], damage: 30 }],
}
const { game } = harness(makeCardDb([...loadedCards(), STEEL]), {
  rules: 'modern',
  deck: fill(5, E.fire),
  prizes: fill(6, E.fire),
})

describe('swsh1-170 Metal Saucer', () => {
  it('attaches a basic Metal Energy card from the discard pile to a Benched Metal Pokémon', () => {
    const d = game({
      players: [
        { active: CHARMANDER, bench: [CHARMANDER, STEEL.id], hand: [swsh1(170)], discard: [E.metal, E.fire] },
        { active: MACHOP },
      ],
    })
    d.pick('Play Metal Saucer')
    expect(d.decision.options.map((o) => o.label)).toEqual(['Basic Metal Energy']) // Fire Energy is not offered
    d.pick('Basic Metal Energy')
    expect(d.decision.options.map((o) => o.label)).toEqual(['Steelmon']) // only the Benched Metal Pokémon
    d.pick('Steelmon')
    expect(bench(d.state, 0, 1).energy).toHaveLength(1)
    expect(pile(d.state, 0, 'discard').sort()).toEqual([E.fire, swsh1(170)].sort())
  })
  it("can't be played without a Benched Metal Pokémon or without Metal Energy in the discard pile", () => {
    const noMetal = game({
      players: [{ active: STEEL.id, bench: [CHARMANDER], hand: [swsh1(170)], discard: [E.metal] }, { active: MACHOP }],
    })
    expect(menu(noMetal)).not.toContain('Play Metal Saucer') // the Active one does not count
    const noEnergy = game({
      players: [{ active: CHARMANDER, bench: [STEEL.id], hand: [swsh1(170)], discard: [E.fire] }, { active: MACHOP }],
    })
    expect(menu(noEnergy)).not.toContain('Play Metal Saucer')
  })
})
