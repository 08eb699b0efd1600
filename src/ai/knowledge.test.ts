/** What the computer reads off the table: a Pokémon's HP is the HP now, with effects that change it. */
import { describe, expect, it } from 'vitest'
import { createEngine, makeCardDb, viewFor, type PokemonDef } from '../engine'
import { scenario } from '../engine/testing/scenario'
import { TEST_CARDS } from '../engine/testing/cards'
import { hpLeft, hpOf } from './knowledge'

// "While a Special Energy is attached, this Pokémon's HP is 100 higher" (as Wigglytuff ex's Expanding Body).
const balloon: PokemonDef = {
  kind: 'pokemon',
  id: 'ai-balloon',
  name: 'Balloon',
  stage: 'basic',
  hp: 50,
  types: ['colorless'],
  retreat: 1,
  attacks: [],
  abilities: [
    {
      name: 'Inflate',
      hooks: { maxHp: (h, hp) => (h.self && h.attachedEnergy(h.self).some((e) => !e.def.basic) ? hp + 100 : hp) },
    },
  ],
}
const db = makeCardDb([...TEST_CARDS, balloon])
const engine = createEngine(db)

const state = (energy: string[]) =>
  scenario(engine, {
    players: [
      { active: 'big-basic', deck: ['energy-fire'] },
      { active: { card: 'ai-balloon', energy, damage: 80 }, deck: ['energy-fire'] },
    ],
  })

describe('hpOf', () => {
  it("reads the opponent's raised HP from the view: 80 damage on a 150 HP Pokémon leaves 70", () => {
    const v = viewFor(state(['energy-double-colorless']), 0, db)
    expect(hpOf(db, v.opponent.active)).toBe(150)
    expect(hpLeft(db, v.opponent.active)).toBe(70)
  })
  it('falls back to the printed HP for a view without it', () => {
    const v = viewFor(state(['energy-double-colorless']), 0)
    expect(hpOf(db, v.opponent.active)).toBe(50)
  })
})
