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
const { game } = harness(makeCardDb([...TEST_CARDS, greedy]))
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
