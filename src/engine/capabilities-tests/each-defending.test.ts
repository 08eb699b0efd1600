/**
 * Capability: "each Defending Pokémon" (EffectCtx.eachDefending). Seed 003 Appendix A "Attack!": "Attacks that refer
 * to 'each Defending Pokémon' will affect both of the Defending Pokémon for that player" in a 2-on-2 Battle; in 1-on-1
 * it is the one Defending Pokémon.
 */
import { describe, expect, it } from 'vitest'
import { makeCardDb } from '../api/card'
import type { PokemonDef } from '../api/card'
import { TEST_CARDS } from '../testing/cards'
import { harness } from '../testing/harness'

const spreader: PokemonDef = {
  kind: 'pokemon',
  id: 'cap-spreader',
  name: 'Spreader',
  stage: 'basic',
  hp: 100,
  types: ['colorless'],
  retreat: 1,
  attacks: [
    {
      name: 'Wide Gust',
      cost: [],
      damage: 0,
      text: 'Put 1 damage counter on each Defending Pokémon.',
      effect: (c) => {
        for (const ref of c.eachDefending) c.putCounters(ref, 1)
      },
    },
  ],
}
const { game } = harness(makeCardDb([...TEST_CARDS, spreader]), { rules: 'ex2003' })

describe('each Defending Pokémon', () => {
  it('2-on-2 Battle: both of the opponent’s Active Pokémon, whichever one is attacked', () => {
    const d = game({
      format: 'double',
      players: [
        { active: 'cap-spreader' },
        { active: 'big-basic', secondActive: 'grass-basic', bench: ['fire-basic'] },
      ],
    })
    d.act('attack', (a) => a.type === 'attack' && a.target === 1)
    const p1 = d.state.players[1]
    expect([p1.active!.damage, p1.secondActive!.damage]).toEqual([10, 10])
    expect(p1.bench[0]!.damage).toBe(0)
  })

  it('1-on-1: the Defending Pokémon only, not the Bench', () => {
    const d = game({ players: [{ active: 'cap-spreader' }, { active: 'big-basic', bench: ['grass-basic'] }] })
    d.act('attack')
    const p1 = d.state.players[1]
    expect(p1.active!.damage).toBe(10)
    expect(p1.bench[0]!.damage).toBe(0)
  })
})
