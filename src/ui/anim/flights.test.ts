import { describe, expect, it } from 'vitest'
import { createEngine, viewEvents, viewFor, type GameState } from '../../engine'
import { Driver, scenario } from '../../engine/testing/scenario'
import { cardDb } from '../../cards/registry'
import { placesOf, planFlights, type Flight } from './flights'

const engine = createEngine(cardDb())
const FIRE = 'base1-98'
const FIGHTING = 'base1-97'

/** The flights the human's table shows for one step of the driver. */
function flightsOf(d: Driver, step: (d: Driver) => void): Omit<Flight, 'uid'>[] {
  const before: GameState = d.state
  const from = d.events.length
  step(d)
  const events = viewEvents(d.events.slice(from), 0)
  return planFlights(placesOf(viewFor(before, 0)), placesOf(viewFor(d.state, 0)), events).map(({ def, from, to }) => ({
    def,
    from,
    to,
  }))
}

describe('cards travelling across the table', () => {
  const start = () =>
    new Driver(
      engine,
      scenario(engine, {
        rules: 'classic1999',
        players: [
          {
            active: 'base1-7',
            hand: ['base1-46', FIGHTING],
            deck: [FIRE, FIRE, FIRE],
            prizes: Array(6).fill('base1-88'),
          },
          {
            active: { card: 'base1-35', damage: 20, energy: [FIRE] },
            bench: ['base1-63'],
            deck: [FIRE, FIRE],
            prizes: Array(6).fill(FIRE),
          },
        ],
      }),
    )

  it('a Basic goes from the hand to the Bench, Energy from the hand onto the Active Pokémon', () => {
    const d = start()
    expect(flightsOf(d, (x) => x.act('bench'))).toEqual([{ def: 'base1-46', from: 'hand:0', to: 'slot:0:bench:0' }])
    expect(flightsOf(d, (x) => x.act('attach-energy'))).toEqual([
      { def: FIGHTING, from: 'hand:0', to: 'under:slot:0:active' },
    ])
  })

  it('a Knock Out sends the Pokémon and its Energy to the discard pile; a Prize card goes to the hand; the new Active comes up from the Bench', () => {
    const d = start()
    d.act('attach-energy')
    const ko = flightsOf(d, (x) => x.act('attack'))
    expect(ko).toContainEqual({ def: 'base1-35', from: 'slot:1:active', to: 'discard:1' })
    expect(ko).toContainEqual({ def: FIRE, from: 'under:slot:1:active', to: 'discard:1' })
    expect(d.decision.ask).toBe('take-prize')
    const prize = flightsOf(d, (x) => x.pickIndices([0]))
    expect(prize).toContainEqual({ def: 'base1-88', from: 'prizes:0', to: 'hand:0' })
    // its only Benched Pokémon, Squirtle, becomes the opponent's Active Pokémon in the same step
    expect(prize).toContainEqual({ def: 'base1-63', from: 'slot:1:bench:0', to: 'slot:1:active' })
  })

  it('a card drawn from the deck flies from the deck; the opponent draws a card back to its hand', () => {
    const d = start()
    const end = flightsOf(d, (x) => x.act('end-turn'))
    expect(end).toContainEqual({ def: null, from: 'deck:1', to: 'hand:1' })
  })
})
