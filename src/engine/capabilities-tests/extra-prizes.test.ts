/** Capability: extraPrizes hooks (the built-in 'extra-prizes' marker) add Prize cards for a Knock Out. */
import { describe, expect, it } from 'vitest'
import { makeCardDb } from '../api/card'
import type { PokemonDef } from '../api/card'
import { TEST_CARDS } from '../testing/cards'
import { harness } from '../testing/harness'

// "If the Defending Pokémon is Knocked Out by this attack's damage, take 1 more Prize card."
const greedy: PokemonDef = {
  kind: 'pokemon',
  id: 'cap-greedy',
  name: 'Greedy',
  stage: 'basic',
  hp: 100,
  types: ['psychic'],
  retreat: 1,
  attacks: [
    {
      name: 'Take More',
      cost: [],
      damage: 50,
      effect(c) {
        c.dealDamage()
        if (c.remainingHp(c.defending) <= 0) c.morePrizesIfKnockedOut(c.defending, 1)
      },
    },
  ],
}
// "During this turn, if your opponent's Active Pokémon is Knocked Out by damage from an attack, take 1 more Prize
// card": a lasting effect on the player who takes the Prize cards (the taker's player marker, read with `ko`).
const orderer: PokemonDef = {
  kind: 'pokemon',
  id: 'cap-orderer',
  name: 'Orderer',
  stage: 'basic',
  hp: 100,
  types: ['psychic'],
  retreat: 1,
  attacks: [
    { name: 'Hit', cost: [], damage: 50 },
    {
      name: 'Curse',
      cost: [],
      damage: 0,
      effect(c) {
        c.putCounters(c.defending, 5)
      },
    },
  ],
  abilities: [
    {
      name: 'Order',
      use(c) {
        c.markPlayer(c.seat, { source: 'cap-orderer', key: 'order', until: 'this-turn' })
      },
    },
  ],
  markers: {
    order: {
      extraPrizes: (h, ko) =>
        h.self !== null && h.self.seat !== h.owner && h.self.zone === 'active' && ko.byAttack !== null ? 1 : 0,
    },
  },
}
const { game } = harness(makeCardDb([...TEST_CARDS, greedy, orderer]))
const deck = ['energy-fire', 'energy-fire']

const start = (defender: string, damage = 0) =>
  game({
    players: [
      { active: 'cap-greedy', deck },
      { active: { card: defender, damage }, bench: ['water-basic'], deck },
    ],
  })

describe('extraPrizes hook', () => {
  it('a Knock Out with the marker gives one more Prize card (1 + 1; ex: 2 + 1)', () => {
    const d = start('fire-basic').pick('Attack: Take More')
    d.pick('Prize card 1', 'Prize card 2')
    expect(d.state.players[0].prizes.length).toBe(4)
    const e = start('ex-basic', 150).pick('Attack: Take More')
    e.pick('Prize card 1', 'Prize card 2', 'Prize card 3')
    expect(e.state.players[0].prizes.length).toBe(3)
  })

  it('no Knock Out: no marker, and nothing later', () => {
    const d = start('big-basic').pick('Attack: Take More')
    expect(d.state.players[1].active!.markers).toEqual([])
    expect(d.state.players[0].prizes.length).toBe(6)
  })
})

describe("extraPrizes on the taker's player marker", () => {
  const ordered = (defender: string) =>
    game({
      players: [
        { active: 'cap-orderer', deck },
        { active: defender, bench: ['water-basic'], deck },
      ],
    })
  it('a Knock Out by damage from an attack that turn gives one more Prize card', () => {
    const d = ordered('fire-basic').pick('Use Order').pick('Attack: Hit')
    d.pick('Prize card 1', 'Prize card 2')
    expect(d.state.players[0].prizes.length).toBe(4)
  })
  it('not for a Knock Out by damage counters an attack puts (not damage: ko.byAttack is null)', () => {
    const d = ordered('fire-basic').pick('Use Order').pick('Attack: Curse')
    expect(d.decision.max).toBe(1)
  })
  it('not without the effect, nor for a Knock Out on a later turn', () => {
    const none = ordered('fire-basic').pick('Attack: Hit')
    expect(none.decision.max).toBe(1)
    const later = ordered('big-basic').pick('Use Order').pick('End turn').pick('End turn')
    later.state.players[1].active!.damage = 160
    later.pick('Attack: Hit')
    expect(later.decision.max).toBe(1)
  })
})
