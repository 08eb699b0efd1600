import { describe, expect, it } from 'vitest'
import { createEngine, makeCardDb } from '../../../engine'
import type { EnergyDef } from '../../../engine'
import { fill, harness } from '../../../engine/testing/harness'
import { loadedCards } from '../../registry'
import { E, active, bench, crz, menu, pile } from './helpers'

/**
 * Fusion Strike Energy is a card of the Fusion Strike expansion, which we do not have: the test adds a stand-in of
 * that name to the real cards (it provides any type, as the printed card does for Fusion Strike Pokémon).
 */
const FUSION_ENERGY: EnergyDef = {
  kind: 'energy',
  id: 'test-fusion-strike-energy',
  name: 'Fusion Strike Energy',
  basic: false,
  provides: [{ types: 'any' }],
}
const game = (spec: Parameters<ReturnType<typeof harness>['game']>[0]) =>
  harness(createEngine(makeCardDb([...loadedCards(), FUSION_ENERGY])), {
    rules: 'swsh',
    deck: fill(5, E.fire),
    prizes: fill(6, E.fire),
  }).game(spec)

const MEW_V = crz(60) // a Fusion Strike Pokémon
const CHARMANDER = 'base1-46'
const MACHOP = 'base1-52'
const FSE = FUSION_ENERGY.id

describe("swsh12pt5-147 Elesa's Sparkle", () => {
  it('attaches a Fusion Strike Energy from the deck to each of 2 Fusion Strike Pokémon', () => {
    const d = game({
      players: [
        { active: MEW_V, bench: [MEW_V, CHARMANDER], hand: [crz(147)], deck: [FSE, E.fire, FSE, FSE] },
        { active: MACHOP },
      ],
    })
    d.pick("Play Elesa's Sparkle")
    // Only the Fusion Strike Pokémon are offered, not the Charmander.
    expect(d.labels()).toEqual(['Mew V', 'Mew V'])
    d.pickIndices([0]).pick('Mew V')
    d.pick('Fusion Strike Energy').pick('Fusion Strike Energy')
    expect(active(d.state, 0).energy.map((u) => d.state.cards[u]!.def)).toEqual([FSE])
    expect(bench(d.state, 0, 0).energy.map((u) => d.state.cards[u]!.def)).toEqual([FSE])
    expect(pile(d.state, 0, 'deck').sort()).toEqual([E.fire, FSE].sort())
  })
  it('may stop at 1 Pokémon, and finds nothing in a deck without Fusion Strike Energy', () => {
    const d = game({
      players: [{ active: MEW_V, bench: [MEW_V], hand: [crz(147)], deck: [E.fire] }, { active: MACHOP }],
    })
    d.pick("Play Elesa's Sparkle").pickIndices([0])
    d.pickIndices([]) // no second Pokémon
    expect(d.labels()).toEqual([]) // the search finds nothing, yet is asked like any search of a hidden deck
    d.none()
    expect(active(d.state, 0).energy).toEqual([])
    expect(menu(d)).toContain('End turn')
    expect(pile(d.state, 0, 'discard')).toEqual([crz(147)])
  })
  it("can't be played without a Fusion Strike Pokémon in play", () => {
    const d = game({ players: [{ active: CHARMANDER, hand: [crz(147)], deck: [FSE] }, { active: MACHOP }] })
    expect(menu(d)).not.toContain("Play Elesa's Sparkle")
  })
})
