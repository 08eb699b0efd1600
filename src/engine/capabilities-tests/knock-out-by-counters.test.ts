/**
 * Capability: a Pokémon Knocked Out by damage counters an attack puts on it is not "Knocked Out by damage from an
 * attack" (rules.md DMG-1: counters are not damage). Knock Out reactions that need damage (allyKnockedOut, the
 * byAttack of survivesKnockOut and onKnockOut) see only the Pokémon the attack put damage on.
 */
import { describe, expect, it } from 'vitest'
import { makeCardDb } from '../api/card'
import type { PokemonDef } from '../api/card'
import { TEST_CARDS } from '../testing/cards'
import { harness } from '../testing/harness'

/** Damage or 2 damage counters to the Defending Pokémon. */
const hexer: PokemonDef = {
  kind: 'pokemon',
  id: 'cap-kobc-hexer',
  name: 'Hexer',
  stage: 'basic',
  hp: 100,
  types: ['psychic'],
  retreat: 1,
  attacks: [
    { name: 'Hex', cost: [], damage: 0, effect: (c) => c.putCounters(c.defending, 2) },
    { name: 'Bonk', cost: [], damage: 20 },
  ],
}
/** "When one of your Pokémon is Knocked Out by damage from an opponent's attack, draw a card." */
const mourner: PokemonDef = {
  kind: 'pokemon',
  id: 'cap-kobc-mourner',
  name: 'Mourner',
  stage: 'basic',
  hp: 100,
  types: ['grass'],
  retreat: 1,
  attacks: [],
  hooks: { allyKnockedOut: (_h, c) => void c.draw(1) },
}
/** "If this Pokémon would be Knocked Out by damage from an attack, it is not; its remaining HP becomes 10." */
const stubborn: PokemonDef = {
  kind: 'pokemon',
  id: 'cap-kobc-stubborn',
  name: 'Stubborn',
  stage: 'basic',
  hp: 60,
  types: ['fighting'],
  retreat: 1,
  attacks: [],
  hooks: { survivesKnockOut: (_h, ko) => (ko.byAttack ? 10 : null) },
}
const { game } = harness(makeCardDb([...TEST_CARDS, hexer, mourner, stubborn]))
const deck = ['energy-fire', 'energy-fire']

const start = (defender: string) =>
  game({
    players: [
      { active: 'cap-kobc-hexer', deck },
      { active: { card: defender, damage: 50 }, bench: ['cap-kobc-mourner'], deck },
    ],
  })

describe('Knock Outs by damage counters from an attack', () => {
  it('allyKnockedOut reacts to a Knock Out by damage, not by damage counters', () => {
    const byDamage = start('grass-basic').pick('Attack: Bonk')
    expect(byDamage.state.players[1].hand.length).toBe(1)
    const byCounters = start('grass-basic').pick('Attack: Hex')
    expect(byCounters.state.players[1].hand.length).toBe(0)
  })

  it('survivesKnockOut gets byAttack only for damage', () => {
    const byDamage = start('cap-kobc-stubborn').pick('Attack: Bonk')
    expect(byDamage.state.players[1].active!.damage).toBe(50)
    const byCounters = start('cap-kobc-stubborn').pick('Attack: Hex')
    expect(byCounters.state.players[1].discard.map((u) => byCounters.state.cards[u]!.def)).toEqual([
      'cap-kobc-stubborn',
    ])
  })
})
