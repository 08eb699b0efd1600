import { describe, expect, it } from 'vitest'
import { createEngine, makeCardDb } from '../../../engine'
import type { PokemonDef } from '../../../engine'
import { fill, harness } from '../../../engine/testing/harness'
import { loadedCards } from '../../registry'
import { E, active, bench, crz, game, menu, top } from './helpers'

const SNORLAX_V = 'swsh1-141' // 220 HP, Weakness Fighting
const OLD_AMBER = 'sv3pt5-154' // "prevent all effects of your opponent's Pokémon's Abilities done to this Pokémon"

describe('swsh12pt5-47 Emolga: Thunder Shock', () => {
  for (const heads of [true, false])
    it(`30 damage; ${heads ? 'heads: the Defending Pokémon is Paralyzed' : 'tails: nothing more'}`, () => {
      const d = game({
        flips: [heads],
        players: [{ active: { card: crz(47), energy: [E.lightning] } }, { active: SNORLAX_V }],
      })
      d.pick('Attack: Thunder Shock')
      expect(active(d.state, 1).damage).toBe(30)
      expect(active(d.state, 1).conditions.rotation).toBe(heads ? 'paralyzed' : null)
    })
})

/** Tynamo is a card of another set, which we do not have: the test adds a stand-in of that name to the real cards. */
const TYNAMO: PokemonDef = {
  kind: 'pokemon',
  id: 'test-tynamo',
  name: 'Tynamo',
  stage: 'basic',
  hp: 40,
  types: ['lightning'],
  retreat: 1,
  attacks: [],
}
const withTynamo = harness(createEngine(makeCardDb([...loadedCards(), TYNAMO])), {
  rules: 'swsh',
  deck: fill(5, E.fire),
  prizes: fill(6, E.fire),
})

describe('swsh12pt5-48 Eelektrik: Ad Hoc Shock', () => {
  const evolve = (flips: boolean[], opponent: string = SNORLAX_V, onBench = false) =>
    withTynamo.game({
      flips,
      players: [
        onBench ? { active: SNORLAX_V, bench: [TYNAMO.id], hand: [crz(48)] } : { active: TYNAMO.id, hand: [crz(48)] },
        { active: opponent },
      ],
    })

  for (const heads of [true, false])
    it(`evolving from the hand, its owner may flip: ${heads ? 'heads Paralyzes' : 'tails does nothing to'} the opponent's Active`, () => {
      const d = evolve([heads]).pick('Evolve Tynamo into Eelektrik')
      expect(d.decision.ask).toBe('yes-no')
      d.pick('Yes')
      expect(top(d.state, active(d.state, 0))).toBe(crz(48))
      expect(active(d.state, 1).conditions.rotation).toBe(heads ? 'paralyzed' : null)
      expect(menu(d)).not.toContain('Use Ad Hoc Shock')
    })

  it('may be declined: no coin, no Paralysis', () => {
    const d = evolve([true]).pick('Evolve Tynamo into Eelektrik').pick('No')
    expect(active(d.state, 1).conditions.rotation).toBe(null)
  })

  it('works when a Benched Tynamo evolves', () => {
    const d = evolve([true], SNORLAX_V, true).pick('Evolve Tynamo into Eelektrik').pick('Yes')
    expect(top(d.state, bench(d.state, 0, 0))).toBe(crz(48))
    expect(active(d.state, 1).conditions.rotation).toBe('paralyzed')
  })

  it("does not Paralyze a Pokémon protected from the opponent's Abilities (Antique Old Amber)", () => {
    const d = evolve([true], OLD_AMBER).pick('Evolve Tynamo into Eelektrik').pick('Yes')
    expect(active(d.state, 1).conditions.rotation).toBe(null)
  })

  it('Static Shock: 30 damage', () => {
    const d = withTynamo.game({
      players: [{ active: { card: [TYNAMO.id, crz(48)], energy: [E.lightning] } }, { active: SNORLAX_V }],
    })
    d.pick('Attack: Static Shock')
    expect(active(d.state, 1).damage).toBe(30)
  })
})
