/** Capability: a Pokémon protected from the effects of the opponent's Pokémon's Abilities (preventAbilityEffects). */
import { describe, expect, it } from 'vitest'
import { makeCardDb } from '../api/card'
import type { PokemonDef } from '../api/card'
import { TEST_CARDS } from '../testing/cards'
import type { Driver } from '../testing/scenario'
import { active, bench } from '../testing/read'
import { harness } from '../testing/harness'

const curser: PokemonDef = {
  kind: 'pokemon',
  id: 'cap-curser',
  name: 'Curser',
  stage: 'basic',
  hp: 80,
  types: ['psychic'],
  retreat: 1,
  attacks: [{ name: 'Curse Beam', cost: [], damage: 0, effect: (c) => c.putCounters(c.defending, 2) }],
  abilities: [
    {
      name: 'Hex',
      oncePerTurn: true,
      *use(c) {
        const target = yield* c.chooseSlot(c.allPokemon(c.opp), { text: 'Choose a Pokémon' })
        if (!target) return
        c.putCounters(target, 2)
        c.dealDamage(10, target)
        c.confuse(target)
      },
    },
  ],
}
const warded: PokemonDef = {
  kind: 'pokemon',
  id: 'cap-warded',
  name: 'Warded',
  stage: 'basic',
  hp: 100,
  types: ['metal'],
  retreat: 1,
  attacks: [],
  abilities: [{ name: 'Ward', hooks: { preventAbilityEffects: (h, source) => !!source && source.seat !== h.owner } }],
}
/** An Ability that acts when the card is played from the hand onto the Bench (AbilityDef.onPlay). */
const greeter: PokemonDef = {
  kind: 'pokemon',
  id: 'cap-greeter',
  name: 'Greeter',
  stage: 'basic',
  hp: 60,
  types: ['psychic'],
  retreat: 1,
  attacks: [],
  abilities: [
    {
      name: 'Rude Welcome',
      onPlay: { to: 'bench', may: false },
      use: (c) => {
        c.putCounters(c.defending, 1)
        c.confuse(c.defending)
      },
    },
  ],
}
const { game } = harness(makeCardDb([...TEST_CARDS, curser, warded, greeter]))
const deck = ['energy-fire', 'energy-fire', 'energy-fire']

function start(target: string): Driver {
  return game({
    players: [
      { active: 'cap-curser', deck },
      { active: target, bench: ['water-basic'], deck },
    ],
  })
}

describe('preventAbilityEffects', () => {
  it("the opponent's Ability puts no counters, does no damage and gives no Special Condition", () => {
    const d = start('cap-warded').pick('Use Hex').pick('Warded')
    expect(active(d.state, 1).damage).toBe(0)
    expect(active(d.state, 1).conditions.rotation).toBeNull()
  })
  it('other Pokémon are affected as usual', () => {
    const d = start('cap-warded').pick('Use Hex').pick('Splashling')
    expect(bench(d.state, 1, 0).damage).toBe(30)
    const e = start('water-basic')
      .pick('Use Hex')
      .pick((o) => o.kind === 'slot' && o.ref.zone === 'active')
    expect(active(e.state, 1).conditions.rotation).toBe('confused')
  })
  it('does not stop attacks', () => {
    const d = start('cap-warded').pick('Attack: Curse Beam')
    expect(active(d.state, 1).damage).toBe(20)
  })
  it('also stops an Ability that acts when its Pokémon is played from the hand (onPlay)', () => {
    const play = (target: string) =>
      game({
        players: [
          { active: 'cap-curser', hand: ['cap-greeter'], deck },
          { active: target, deck },
        ],
      }).pick('Put Greeter on the Bench')
    const d = play('cap-warded')
    expect(active(d.state, 1).damage).toBe(0)
    expect(active(d.state, 1).conditions.rotation).toBeNull()
    const e = play('water-basic')
    expect(active(e.state, 1).damage).toBe(10)
    expect(active(e.state, 1).conditions.rotation).toBe('confused')
  })
})
