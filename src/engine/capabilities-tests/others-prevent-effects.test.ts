/**
 * Capability: a Pokémon in play shielding OTHER Pokémon from the effects of attacks (othersPreventEffects), e.g.
 * "Prevent all effects of your opponent's attacks, except damage, done to all of your Pokémon that have Energy
 * attached." Damage still goes through; Special Conditions, damage counters and lasting effects do not.
 */
import { describe, expect, it } from 'vitest'
import { makeCardDb } from '../api/card'
import type { PokemonDef } from '../api/card'
import { TEST_CARDS } from '../testing/cards'
import { harness } from '../testing/harness'
import { menu } from '../testing/menu'
import { active, bench } from '../testing/read'

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

/** The shield covers its owner's other Pokémon that have Energy attached (not itself: that is its own hook). */
const screen = mon('Screen', {
  abilities: [
    {
      name: 'Screen',
      hooks: {
        othersPreventEffects: (h, target, attacker) =>
          !!attacker && attacker.seat !== h.owner && target.seat === h.owner && h.energyOn(target).length > 0,
      },
    },
  ],
})
const attacker = mon('Attacker', {
  attacks: [
    { name: 'Zap', cost: [], damage: 30, effect: (c) => void c.paralyze() },
    { name: 'Hex', cost: [], damage: 0, effect: (c) => c.putCounters(c.defending, 2) },
    {
      name: 'Snare',
      cost: [],
      damage: 10,
      effect: (c) => c.mark(c.defending, { source: 'engine', key: 'cant-retreat', until: 'opponent-next-turn' }),
    },
    {
      name: 'Lure',
      cost: [],
      damage: 0,
      *effect(c) {
        const to = yield* c.chooseSlot(
          c.benched(c.opp).filter((r) => !c.protectedFromEffects(r)),
          { text: 'Which Benched Pokémon comes in?' },
        )
        if (to) c.switchIn(to)
      },
    },
  ],
})

const { game } = harness(makeCardDb([...TEST_CARDS, screen, attacker]), { deck: ['energy-fire', 'energy-fire'] })

const FOUR = ['energy-fire', 'energy-fire', 'energy-fire', 'energy-fire']

/** Seat 1's Active is Boulderback (Retreat Cost 4) with or without its 4 Energy, Screen on its Bench. */
const facing = (withEnergy: boolean, bench: string[] = ['Screen']) =>
  game({
    players: [{ active: 'Attacker' }, { active: { card: 'big-basic', energy: withEnergy ? FOUR : [] }, bench }],
  })

describe('othersPreventEffects', () => {
  it('the attack still does its damage, but no Special Condition reaches a covered Pokémon', () => {
    const d = facing(true)
    d.pick('Attack: Zap')
    expect(active(d.state, 1).damage).toBe(30)
    expect(active(d.state, 1).conditions.rotation).toBeNull()
  })

  it('a Pokémon the hook does not cover (no Energy attached) is Paralyzed as usual', () => {
    const d = facing(false)
    d.pick('Attack: Zap')
    expect(active(d.state, 1).conditions.rotation).toBe('paralyzed')
  })

  it('without the shielding Pokémon in play, the effect happens', () => {
    const d = facing(true, ['fire-basic'])
    d.pick('Attack: Zap')
    expect(active(d.state, 1).conditions.rotation).toBe('paralyzed')
  })

  it('keeps off damage counters and lasting effects', () => {
    const hex = facing(true)
    hex.pick('Attack: Hex')
    expect(active(hex.state, 1).damage).toBe(0)

    const snare = facing(true)
    snare.pick('Attack: Snare')
    expect(active(snare.state, 1).damage).toBe(10)
    expect(menu(snare).some((l) => l.startsWith('Retreat'))).toBe(true)

    const uncovered = facing(true, ['fire-basic'])
    uncovered.pick('Attack: Snare')
    expect(menu(uncovered).some((l) => l.startsWith('Retreat'))).toBe(false)
  })

  it('a covered Benched Pokémon cannot be chosen by an effect that checks protectedFromEffects', () => {
    const d = game({
      players: [
        { active: 'Attacker' },
        { active: 'big-basic', bench: ['Screen', { card: 'fire-basic', energy: ['energy-fire'] }] },
      ],
    })
    d.pick('Attack: Lure')
    // Only Screen (no Energy) may be brought in; the Energy-holding fire-basic is covered.
    expect(d.labels()).toEqual(['Screen'])
    d.pick('Screen')
    expect(bench(d.state, 1, 1).energy).toHaveLength(1)
  })
})
