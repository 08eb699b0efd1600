import { describe, expect, it } from 'vitest'
import { E, active, both, game } from './helpers'

// Sandshrew hits Magmar; Magmar tries Fire Punch (30) next turn.
const start = (flips: boolean[], rules: 'classic1999' | 'modern' = 'classic1999') =>
  game({
    rules,
    flips,
    players: [
      { active: { card: 'base1-62', energy: [E.fighting] } },
      { active: { card: 'base1-36', energy: [E.fire, E.fire] }, bench: ['base1-60'] },
    ],
  }).pick('Attack: Sand-attack')

describe('base1-62 Sandshrew — Sand-attack', () => {
  it.each(both)('does 10; tails on the opponent flip: their attack does nothing (%s)', (rules) => {
    const d = start([false], rules)
    expect(active(d.state, 1).damage).toBe(10)
    d.pick('Attack: Fire Punch')
    expect(active(d.state, 0).damage).toBe(0)
    const coin = d.events.filter((e) => e.type === 'coin')
    expect(coin.length).toBe(1)
    expect(coin[0]!.type === 'coin' && coin[0]!.seat).toBe(1)
    expect(d.state.current).toBe(0) // the turn still ended
  })
  it('heads: the attack works normally', () => {
    const d = start([true]).pick('Attack: Fire Punch')
    expect(active(d.state, 0).damage).toBe(30)
  })
  it('ends when the Pokémon goes to the Bench', () => {
    const d = start([]).pick('Retreat to Ponyta')
    expect(d.state.players[1].bench[0]!.markers).toEqual([])
  })
  it("ends after the opponent's next turn", () => {
    const d = start([]).pick('End turn').pick('End turn').pick('Attack: Fire Punch')
    expect(active(d.state, 0).damage).toBe(30)
  })
})
