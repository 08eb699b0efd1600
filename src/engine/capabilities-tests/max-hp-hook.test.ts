/** Capability: maxHp hooks change a Pokémon's HP for Knock Outs and remaining HP (e.g. "+100 HP with Special Energy"). */
import { describe, expect, it } from 'vitest'
import { makeCardDb } from '../api/card'
import type { PokemonDef } from '../api/card'
import { TEST_CARDS } from '../testing/cards'
import type { Driver } from '../testing/scenario'
import { scenario } from '../testing/scenario'
import { Table } from '../table/table'
import { activeRef } from '../model/types'
import { viewFor } from '../view'
import { harness } from '../testing/harness'

const balloon: PokemonDef = {
  kind: 'pokemon',
  id: 'cap-balloon',
  name: 'Balloon',
  stage: 'basic',
  hp: 50,
  types: ['colorless'],
  retreat: 1,
  attacks: [],
  abilities: [
    {
      name: 'Inflate',
      hooks: {
        maxHp: (h, hp) => (h.self && h.attachedEnergy(h.self).some((e) => !e.def.basic) ? hp + 100 : hp),
      },
    },
  ],
}
const { engine, game } = harness(makeCardDb([...TEST_CARDS, balloon]))
const deck = ['energy-fire', 'energy-fire', 'energy-fire']

function start(energy: string[], damage: number): Driver {
  return game({
    players: [
      { active: { card: 'big-basic', energy: ['energy-fire', 'energy-fire'] }, deck },
      { active: { card: 'cap-balloon', energy, damage }, bench: ['water-basic'], deck },
    ],
  })
}

describe('maxHp hook', () => {
  it('raises HP: 140 damage on a 50+100 HP Pokémon does not Knock it Out', () => {
    const d = start(['energy-double-colorless'], 110).pick('Attack: Rumble')
    expect(d.state.players[1].active!.damage).toBe(140)
    expect(new Table(d.state, engine.db).remainingHp(activeRef(1))).toBe(10)
  })
  it('without the condition the printed HP counts', () => {
    const d = start(['energy-water'], 20).pick('Attack: Rumble')
    expect(d.state.players[1].discard.map((u) => d.state.cards[u]!.def)).toContain('cap-balloon')
  })
})

describe('maxHp hook and stepOwned', () => {
  it('retreating is not question-free when losing an Energy card may lower HP to a Knock Out', () => {
    const s = scenario(engine, {
      players: [
        { active: { card: 'cap-balloon', energy: ['energy-rainbow'], damage: 100 }, bench: ['water-basic'], deck },
        { active: 'big-basic', deck },
      ],
    })
    Object.freeze(s.cards)
    const retreat = s.pending!.options.findIndex((o) => o.label.startsWith('Retreat'))
    const r = engine.stepOwned(s, { decision: s.pending!.id, picks: [retreat] })
    if (!r.ok) throw new Error(r.error)
    // The Balloon lost its Special Energy on the Bench: 100 damage ≥ 50 HP, the opponent takes a Prize.
    expect(r.state.players[0].discard.map((u) => r.state.cards[u]!.def)).toContain('cap-balloon')
  })
})

describe('maxHp hook in the view', () => {
  it("a seat's view shows the HP now when given the card database, for both players' Pokémon", () => {
    const d = start(['energy-double-colorless'], 30)
    for (const seat of [0, 1] as const) {
      const balloon =
        seat === 1 ? viewFor(d.state, seat, engine.db).me.active : viewFor(d.state, seat, engine.db).opponent.active
      expect(balloon!.hp).toBe(150)
    }
    expect(viewFor(d.state, 1, engine.db).opponent.active!.hp).toBe(200) // big-basic: printed, no hook
  })
  it('follows the condition: printed HP without a Special Energy', () => {
    expect(viewFor(start(['energy-water'], 20).state, 0, engine.db).opponent.active!.hp).toBe(50)
  })
  it('is left out without the database (the view stays a pure function of the state)', () => {
    expect(viewFor(start(['energy-double-colorless'], 30).state, 0).opponent.active!.hp).toBeUndefined()
  })
})
