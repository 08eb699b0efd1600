/** Capability: GameState.lastAttackOn[…].result records the final result of an attack on its Defending Pokémon. */
import { describe, expect, it } from 'vitest'
import { makeCardDb } from '../api/card'
import type { PokemonDef } from '../api/card'
import type { EffectCtx, Proc } from '../api/card'
import { TEST_CARDS } from '../testing/cards'
import { harness } from '../testing/harness'

const striker: PokemonDef = {
  kind: 'pokemon',
  id: 'cap-striker',
  name: 'Striker',
  stage: 'basic',
  hp: 100,
  types: ['lightning'],
  retreat: 1,
  attacks: [
    {
      name: 'Zap Away',
      cost: [],
      damage: 20,
      effect: zap,
    },
    { name: 'Zap', cost: [], damage: 20, effect: zap },
  ],
}
function* zap(c: EffectCtx): Proc<void> {
  c.dealDamage()
  c.poison(c.defending, 2)
  c.mark(c.defending, { source: 'engine', key: 'cant-retreat', until: 'opponent-next-turn', clearsOnMove: true })
  const [e] = c.energyOn(c.defending)
  if (e !== undefined) c.discard([e])
  if (c.src.attack?.name === 'Zap Away') yield* c.switchActive(c.opp, c.opp)
}
const { game } = harness(makeCardDb([...TEST_CARDS, striker]))
const deck = ['energy-fire', 'energy-fire', 'energy-fire']

describe('lastAttackOn result', () => {
  it('records damage after Weakness, conditions, lasting effects and lost Energy for the Pokémon that was Defending', () => {
    const d = game({
      players: [
        { active: 'cap-striker', deck },
        { active: { card: 'water-basic', energy: ['energy-water', 'energy-water'] }, bench: ['big-basic'], deck },
      ],
    })
    const splash = d.state.players[1].active!.stack[0]!
    d.pick('Attack: Zap Away').pick('Boulderback')
    const rec = d.state.lastAttackOn[String(splash)]!
    expect(rec.attack).toBe('Zap Away')
    expect(rec.turn).toBe(3)
    // Splashling is weak to Lightning: 40. Switched to the Bench, it lost its conditions and effects (SC-2, SC-7).
    expect(rec.result).toEqual({ damage: 40, conditions: [], markers: [], energyDiscarded: 1 })
    // The switched-in Pokémon was not attacked.
    const boulder = d.state.players[1].active!.stack[0]!
    expect(d.state.lastAttackOn[String(boulder)]).toBeUndefined()
  })
  it('keeps conditions with their Poison counters and lasting effects when the Pokémon stays Active', () => {
    const d = game({
      players: [
        { active: 'cap-striker', deck },
        { active: { card: 'big-basic', energy: ['energy-water'] }, deck },
      ],
    })
    const boulder = d.state.players[1].active!.stack[0]!
    d.pick('Attack: Zap')
    const r = d.state.lastAttackOn[String(boulder)]!.result!
    expect(r).toMatchObject({ damage: 20, conditions: ['poisoned'], poisonCounters: 2, energyDiscarded: 1 })
    expect(r.markers.map((m) => m.key)).toEqual(['cant-retreat'])
  })
  it('forgets attacks from before the last turn once a new attack is recorded', () => {
    const d = game({
      players: [
        { active: 'cap-striker', deck },
        { active: { card: 'water-basic', energy: ['energy-water'] }, bench: ['big-basic'], deck },
      ],
    })
    const splash = d.state.players[1].active!.stack[0]!
    d.pick('Attack: Zap Away').pick('Boulderback')
    const boulder = d.state.players[1].active!.stack[0]!
    expect(d.state.lastAttackOn[String(splash)]!.turn).toBe(3)
    d.pick('End turn')
    d.pick('Attack: Zap Away').pick('Splashling')
    // Turn 5: Splashling's record from turn 3 can no longer matter; Boulderback's from this turn is kept.
    expect(d.state.lastAttackOn[String(splash)]).toBeUndefined()
    expect(d.state.lastAttackOn[String(boulder)]!.turn).toBe(5)
  })
})
