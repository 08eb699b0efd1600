import { describe, expect, it } from 'vitest'
import { createEngine, viewFor, type GameState, type MainAction } from '../engine'
import { scenario, type ScenarioSpec, type SideSpec } from '../engine/testing/scenario'
import { testDb, ENERGY } from '../engine/testing/cards'
import { findActionOption } from './match/main-actions'
import { whyNot } from './why-not'
import { cardDb } from '../cards/registry'

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

describe('whyNot with Scarlet & Violet—151 cards', () => {
  const sdb = cardDb()
  const sengine = createEngine(sdb)
  const sv = (n: number) => `sv3pt5-${n}`
  const calm: SideSpec = { active: sv(129), deck: ['sve-3'], prizes: ['sve-3'] } // Magikarp
  function swhy(spec: ScenarioSpec, action: (g: GameState) => MainAction): string {
    const g = scenario(sengine, { rules: 'modern', ...spec })
    const a = action(g)
    expect(findActionOption(g.pending!, a), 'the action is not legal').toBe(-1)
    return whyNot(sdb, viewFor(g, 0, sdb), a)
  }
  const mine = (over: SideSpec): SideSpec => ({ deck: ['sve-5'], prizes: ['sve-5'], ...over })

  it('an Evolution dropped on the wrong fossil names the fossil it evolves from', () => {
    // Omanyte (138) evolves from Antique Helix Fossil, not Antique Dome Fossil (152)
    expect(
      swhy({ players: [mine({ active: sv(84), bench: [sv(152)], hand: [sv(138)] }), calm] }, (g) => ({
        type: 'evolve',
        card: hand(g),
        target: { seat: 0, zone: 'bench', index: 0 },
      })),
    ).toBe('Omanyte evolves from Antique Helix Fossil, not Antique Dome Fossil')
  })

  it("a Tool dropped on the opponent's Pokémon, on one that has a Tool, or on the table", () => {
    const spec: ScenarioSpec = {
      players: [mine({ active: { card: sv(84), tools: [sv(164)] }, hand: [sv(165)] }), calm],
    }
    expect(swhy(spec, (g) => ({ type: 'attach-tool', card: hand(g), target: { seat: 1, zone: 'active' } }))).toBe(
      'Attach Rigid Band to one of your own Pokémon',
    )
    expect(swhy(spec, (g) => ({ type: 'attach-tool', card: hand(g), target: active }))).toBe(
      'Doduo already has a Tool attached',
    )
    expect(swhy(spec, (g) => ({ type: 'play-trainer', card: hand(g) }))).toBe(
      'Drop Rigid Band on one of your Pokémon to attach it',
    )
  })

  it('a fossil goes onto the Bench; the Active fossil cannot retreat; the only Pokémon cannot be discarded', () => {
    expect(
      swhy({ players: [mine({ active: sv(84), hand: [sv(153)] }), calm] }, (g) => ({
        type: 'play-trainer',
        card: hand(g),
      })),
    ).toBe('Antique Helix Fossil is played onto your Bench as a Pokémon')
    expect(
      swhy({ players: [mine({ active: sv(153), bench: [sv(84)] }), calm] }, () => ({ type: 'retreat', to: 0 })),
    ).toBe("Antique Helix Fossil can't retreat")
    expect(
      swhy({ players: [mine({ active: sv(153) }), calm] }, () => ({ type: 'discard-pokemon', target: active })),
    ).toBe('Antique Helix Fossil is your only Pokémon in play')
  })

  it('an Ability used once this turn, and the Stadium action without its cost or used already', () => {
    const g = scenario(sengine, {
      rules: 'modern',
      players: [mine({ active: sv(85), deck: ['sve-5', 'sve-5'] }), calm], // Dodrio: Zooming Draw
    })
    const r = sengine.step(g, {
      decision: g.pending!.id,
      picks: [g.pending!.options.findIndex((o) => o.label === 'Use Zooming Draw')],
    })
    if (!r.ok) throw new Error(r.error)
    expect(whyNot(sdb, viewFor(r.state, 0, sdb), { type: 'ability', source: active, index: 0 })).toBe(
      'Dodrio already used Zooming Draw this turn',
    )
    const stadium = scenario(sengine, { rules: 'modern', players: [mine({ active: sv(84), hand: [sv(157)] }), calm] })
    const played = sengine.step(stadium, {
      decision: stadium.pending!.id,
      picks: [stadium.pending!.options.findIndex((o) => o.label === 'Play Cycling Road')],
    })
    if (!played.ok) throw new Error(played.error)
    expect(findActionOption(played.state.pending!, { type: 'use-stadium' })).toBe(-1)
    expect(whyNot(sdb, viewFor(played.state, 0, sdb), { type: 'use-stadium' })).toBe(
      "You can't use Cycling Road now. Discard a Basic Energy card from your hand to draw a card.",
    )
  })

  it('an attack from the Bench names the Benched Pokémon', () => {
    // Alakazam ex (65) on the Bench without Energy: Dimensional Hand needs two Psychic
    expect(
      swhy({ players: [mine({ active: sv(84), bench: [sv(65)] }), calm] }, () => ({
        type: 'attack',
        index: 1,
        from: 0,
      })),
    ).toBe("Alakazam ex doesn't have enough Energy for Dimensional Hand")
  })
})
