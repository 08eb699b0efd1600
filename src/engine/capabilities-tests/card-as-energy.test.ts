/** Capability: a Pokémon card Knocked Out into an Energy card (EffectCtx.knockOutAsEnergy, GameState.asEnergy). */
import { describe, expect, it } from 'vitest'
import { makeCardDb } from '../api/card'
import type { PokemonDef } from '../api/card'
import { TEST_CARDS } from '../testing/cards'
import { harness } from '../testing/harness'

const bomb: PokemonDef = {
  kind: 'pokemon',
  id: 'cap-bomb',
  name: 'Bomb',
  stage: 'stage1',
  evolvesFrom: 'Puffball',
  hp: 80,
  types: ['lightning'],
  retreat: 1,
  abilities: [
    {
      name: 'Become Energy',
      *use(c) {
        const onto = yield* c.chooseSlot(
          c.allPokemon(c.seat).filter((r) => r.zone !== c.self.zone),
          { text: 'Onto?' },
        )
        if (onto) c.knockOutAsEnergy(c.self, onto, [{ types: ['water'] }, { types: ['water'] }])
      },
    },
  ],
  attacks: [],
}
const { engine, game } = harness(makeCardDb([...TEST_CARDS, bomb]))
const fillers = ['energy-fire', 'energy-fire', 'energy-fire', 'energy-fire', 'energy-fire', 'energy-fire']
const start = (benchDamage = 0) =>
  game({
    players: [
      {
        active: { card: ['colorless-basic', 'cap-bomb'], energy: ['energy-fire'] },
        bench: [{ card: 'water-basic', damage: benchDamage }],
        deck: fillers,
        prizes: fillers,
      },
      { active: { card: 'big-basic', energy: ['energy-fire', 'energy-fire'] }, deck: fillers, prizes: fillers },
    ],
  })

describe('knockOutAsEnergy', () => {
  it('Knocks the Pokémon Out (Prize, new Active) and attaches its top card as a 2-unit Energy card', () => {
    const d = start().pick('Use Become Energy').pick('Splashling').pick('Prize card 1')
    const s = d.state
    // The opponent took a Prize; the Splashling was promoted (the only Benched Pokémon).
    expect(s.players[1].prizes.length).toBe(5)
    const active = s.players[0].active!
    expect(s.cards[active.stack[0]!]!.def).toBe('water-basic')
    expect(active.energy.map((u) => s.cards[u]!.def)).toEqual(['cap-bomb'])
    // The lower stage and the attached Energy were discarded.
    expect(s.players[0].discard.map((u) => s.cards[u]!.def).sort()).toEqual(['colorless-basic', 'energy-fire'])
    // It pays Water costs (Splashling's Bubble costs 1 Water).
    expect(d.labels()).toContain('Attack: Bubble')
    expect(s.asEnergy?.[active.energy[0]!]?.provides).toEqual([{ types: ['water'] }, { types: ['water'] }])
  })
  it('becomes a Pokémon card again when it leaves play', () => {
    const d = start(40).pick('Use Become Energy').pick('Splashling').pick('Prize card 1')
    const uid = d.state.players[0].active!.energy[0]!
    expect(d.state.asEnergy?.[uid]).toBeDefined()
    // Boulderback's Rumble (30) Knocks Out the Splashling (60 HP, 40 damage): everything goes to the discard pile.
    d.pick('End turn').pick('Attack: Rumble')
    expect(d.state.players[0].discard).toContain(uid)
    expect(d.state.asEnergy?.[uid]).toBeUndefined()
    expect(engine.db.get(d.state.cards[uid]!.def).kind).toBe('pokemon')
  })
})
