import { describe, expect, it } from 'vitest'
import { createEngine, viewFor, type GameState, type MainAction } from '../engine'
import { scenario, type ScenarioSpec } from '../engine/testing/scenario'
import { testDb, ENERGY } from '../engine/testing/cards'
import { findActionOption } from './game'
import { whyNot } from './why-not'

const db = testDb()
const engine = createEngine(db)

/** Build a scenario, check the action is really not offered, and return the reason. */
function why(spec: ScenarioSpec, action: (g: GameState) => MainAction): string {
  const g = scenario(engine, spec)
  const a = action(g)
  expect(findActionOption(g.pending!, a), 'the action is not legal').toBe(-1)
  return whyNot(db, viewFor(g, 0), a)
}
const hand = (g: GameState, i = 0) => g.players[0].hand[i]!
const foe = { active: 'big-basic', deck: [ENERGY.fire] }
const active = { seat: 0, zone: 'active' } as const

describe('whyNot', () => {
  it('an Evolution that came into play this turn', () => {
    expect(
      why(
        {
          turn: 5,
          players: [{ active: { card: 'fire-basic', playedTurn: 5 }, hand: ['fire-stage1'], deck: [ENERGY.fire] }, foe],
        },
        (g) => ({
          type: 'evolve',
          card: hand(g),
          target: active,
        }),
      ),
    ).toBe("Flamelet can't evolve this turn: it came into play this turn")
  })

  it("on the player's first turn, and onto the wrong Pokémon", () => {
    expect(
      why(
        {
          turn: 1,
          firstPlayer: 0,
          players: [{ active: 'fire-basic', hand: ['fire-stage1'], deck: [ENERGY.fire] }, foe],
        },
        (g) => ({ type: 'evolve', card: hand(g), target: active }),
      ),
    ).toBe("Flamelet can't evolve: no evolving on your first turn")
    expect(
      why({ players: [{ active: 'water-basic', hand: ['fire-stage1'], deck: [ENERGY.fire] }, foe] }, (g) => ({
        type: 'evolve',
        card: hand(g),
        target: active,
      })),
    ).toMatch(/^Flamewing evolves from Flamelet, not /)
  })

  it('a second Energy attachment', () => {
    const g0 = scenario(engine, {
      players: [{ active: 'fire-basic', hand: [ENERGY.fire, ENERGY.fire], deck: [ENERGY.fire] }, foe],
    })
    const first = g0.pending!.options.findIndex((o) => o.kind === 'action' && o.action.type === 'attach-energy')
    const r = engine.step(g0, { decision: g0.pending!.id, picks: [first] })
    if (!r.ok) throw new Error(r.error)
    const a: MainAction = {
      type: 'attach-energy',
      card: r.state.players[0].hand.find((u) => r.state.cards[u]!.def === ENERGY.fire)!,
      target: active,
    }
    expect(findActionOption(r.state.pending!, a)).toBe(-1)
    expect(whyNot(db, viewFor(r.state, 0), a)).toBe('You already attached an Energy this turn')
  })

  it('a full Bench, a card not in hand, a non-Basic', () => {
    const bench = ['water-basic', 'water-basic', 'water-basic', 'water-basic', 'water-basic']
    expect(
      why({ players: [{ active: 'fire-basic', bench, hand: ['grass-basic'], deck: [ENERGY.fire] }, foe] }, (g) => ({
        type: 'bench',
        card: hand(g),
      })),
    ).toBe('The Bench is full')
    expect(
      why({ players: [{ active: 'fire-basic', hand: ['grass-basic'], deck: [ENERGY.fire] }, foe] }, () => ({
        type: 'bench',
        card: 4242,
      })),
    ).toBe("That card isn't in your hand")
    expect(
      why({ players: [{ active: 'fire-basic', hand: ['fire-stage1'], deck: [ENERGY.fire] }, foe] }, (g) => ({
        type: 'bench',
        card: hand(g),
      })),
    ).toMatch(/Flamewing is an Evolution card/)
  })

  it('retreat and attack limits', () => {
    expect(
      why(
        {
          players: [
            {
              active: { card: 'fire-basic', conditions: ['paralyzed'], energy: [ENERGY.fire] },
              bench: ['water-basic'],
              deck: [ENERGY.fire],
            },
            foe,
          ],
        },
        () => ({ type: 'retreat', to: 0 }),
      ),
    ).toBe("Flamelet is Paralyzed and can't retreat")
    expect(
      why({ players: [{ active: 'big-basic', bench: ['water-basic'], deck: [ENERGY.fire] }, foe] }, () => ({
        type: 'retreat',
        to: 0,
      })),
    ).toBe('Boulderback needs 4 Energy attached to retreat')
    expect(
      why({ players: [{ active: 'fire-basic', deck: [ENERGY.fire] }, foe] }, () => ({ type: 'retreat', to: 0 })),
    ).toBe("Flamelet can't retreat: you have no Benched Pokémon")
    expect(
      why({ players: [{ active: 'fire-basic', deck: [ENERGY.fire] }, foe] }, () => ({ type: 'attack', index: 1 })),
    ).toBe("Flamelet doesn't have enough Energy for Ember")
    expect(
      why(
        {
          turn: 1,
          firstPlayer: 0,
          players: [{ active: { card: 'fire-basic', energy: [ENERGY.fire, ENERGY.fire] }, deck: [ENERGY.fire] }, foe],
        },
        () => ({ type: 'attack', index: 0 }),
      ),
    ).toBe("The player who goes first can't attack on their first turn")
  })

  it('a second Supporter', () => {
    const g0 = scenario(engine, {
      players: [
        {
          active: 'fire-basic',
          hand: ['supporter-draw', 'supporter-draw'],
          deck: [ENERGY.fire, ENERGY.fire, ENERGY.fire, ENERGY.fire],
        },
        foe,
      ],
    })
    const i = g0.pending!.options.findIndex((o) => o.kind === 'action' && o.action.type === 'play-trainer')
    const r = engine.step(g0, { decision: g0.pending!.id, picks: [i] })
    if (!r.ok) throw new Error(r.error)
    const card = r.state.players[0].hand.find((u) => r.state.cards[u]!.def === 'supporter-draw')!
    expect(whyNot(db, viewFor(r.state, 0), { type: 'play-trainer', card })).toBe(
      'You already played a Supporter this turn',
    )
  })
})
