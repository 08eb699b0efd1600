/**
 * Capability: Special Conditions shaped by cards. `sleepFlips` ("your opponent flips 2 coins instead of 1; if either
 * is tails, that Pokémon is still Asleep"), `othersPreventCondition` ("your Pokémon recover from all Special
 * Conditions and can't be affected by any"), `othersPoisonCounters` ("put 2 more damage counters on your opponent's
 * Poisoned Pokémon during Pokémon Checkup"), and `EffectCtx.endTurn` used by an Ability ("if you use this Ability, your turn ends").
 */
import { describe, expect, it } from 'vitest'
import { makeCardDb } from '../api/card'
import type { AbilityDef, PokemonDef } from '../api/card'
import { TEST_CARDS } from '../testing/cards'
import { harness } from '../testing/harness'
import { active } from '../testing/read'
import { coins } from '../testing/events'

const mon = (id: string, p: Partial<PokemonDef> = {}): PokemonDef => ({
  kind: 'pokemon',
  id,
  name: id,
  stage: 'basic',
  hp: 200,
  types: ['psychic'],
  retreat: 1,
  attacks: [],
  ...p,
})
const ability = (a: AbilityDef): Partial<PokemonDef> => ({ abilities: [a] })

const sleeper = mon('Sleeper', {
  attacks: [
    {
      name: 'Deep Sleep',
      cost: [],
      damage: 0,
      effect: (c) => void c.condition(c.defending, 'asleep', { sleepFlips: 2 }),
    },
    { name: 'Nap', cost: [], damage: 0, effect: (c) => void c.asleep() },
    { name: 'Sting', cost: [], damage: 0, effect: (c) => void c.poison() },
  ],
})
/** "Your Pokémon recover from all Special Conditions and can't be affected by any." */
const veil = mon(
  'Veil',
  ability({ name: 'Veil', hooks: { othersPreventCondition: (h, target) => target.seat === h.owner } }),
)
/** "Put 2 more damage counters on your opponent's Poisoned Pokémon during Pokémon Checkup." */
const venom = mon(
  'Venom',
  ability({ name: 'Venom', hooks: { othersPoisonCounters: (h, t, n) => (t.seat !== h.owner ? n + 2 : n) } }),
)
/** "Once during your turn, you may draw a card. If you use this Ability, your turn ends." */
const tired = mon('Tired', ability({ name: 'Tired Draw', oncePerTurn: true, use: (c) => (c.draw(1), c.endTurn()) }))

const { game } = harness(makeCardDb([...TEST_CARDS, sleeper, veil, venom, tired]), {
  deck: ['energy-fire', 'energy-fire'],
})

describe('sleepFlips', () => {
  it('the Sleeping Pokémon flips 2 coins at Checkup and wakes up only on 2 heads', () => {
    for (const [flips, asleep] of [
      [[true, true], false],
      [[true, false], true],
      [[false, true], true],
    ] as const) {
      const d = game({ flips: [...flips], players: [{ active: 'Sleeper' }, { active: 'big-basic' }] })
      d.pick('Attack: Deep Sleep')
      expect(coins(d.events).length).toBe(2)
      expect(active(d.state, 1).conditions.rotation).toBe(asleep ? 'asleep' : null)
    }
  })

  it('plain Sleep still flips 1 coin, and a new Sleep forgets the 2 coins', () => {
    const d = game({ flips: [true], players: [{ active: 'Sleeper' }, { active: 'big-basic' }] })
    d.pick('Attack: Nap')
    expect(coins(d.events).length).toBe(1)
    expect(active(d.state, 1).conditions.rotation).toBe(null)
  })
})

describe('othersPreventCondition', () => {
  it("keeps Special Conditions off its owner's other Pokémon, not the opponent's", () => {
    const d = game({ players: [{ active: 'Sleeper' }, { active: 'big-basic', bench: ['Veil'] }] })
    d.pick('Attack: Sting')
    expect(active(d.state, 1).conditions.poisoned).toBe(false)
    const e = game({ players: [{ active: 'Sleeper', bench: ['Veil'] }, { active: 'big-basic' }] })
    e.pick('Attack: Sting')
    expect(active(e.state, 1).conditions.poisoned).toBe(true)
  })

  it('a Pokémon with conditions recovers when the hook comes into play', () => {
    const d = game({
      players: [
        { active: { card: 'big-basic', conditions: ['confused', 'poisoned'] }, hand: ['Veil'] },
        { active: 'Sleeper' },
      ],
    })
    d.pick('Put Veil on the Bench')
    expect(active(d.state, 0).conditions).toMatchObject({ rotation: null, poisoned: false })
  })
})

describe('othersPoisonCounters', () => {
  it("adds counters to the opponent's Poisoned Pokémon at Checkup, once per Pokémon carrying it", () => {
    const d = game({
      players: [
        { active: 'Sleeper', bench: ['Venom', 'Venom'] },
        { active: 'big-basic', bench: ['Venom'] },
      ],
    })
    d.pick('Attack: Sting')
    // 1 counter for Poison, 2 more for each of the attacker's 2 Venoms; the defender's own Venom adds nothing.
    expect(active(d.state, 1).damage).toBe(50)
  })
})

describe('EffectCtx.endTurn', () => {
  it('the turn ends once the Ability is done', () => {
    const d = game({ players: [{ active: 'Tired' }, { active: 'big-basic' }] })
    d.pick('Use Tired Draw')
    expect(d.state.current).toBe(1)
    expect(d.state.players[0].hand.length).toBe(1)
  })
})
