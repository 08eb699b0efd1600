/**
 * CardReads.movedToActiveDuring: "if your opponent's Active Pokémon moved from the Bench to the Active Spot during your
 * opponent's last turn" (Gumshoos's Stakeout Headbutt). A retreat, a switch or a promotion during that turn counts; a
 * promotion between turns (after Pokémon Checkup) belongs to no turn; only the turn asked counts.
 */
import { describe, expect, it } from 'vitest'
import { active, attack, game } from './helpers'

/** Seat 1's turn: its Active Flamelet (with Energy for the Retreat Cost) may retreat to the Puffball on its Bench. */
function opponentsTurn(activeSpec: { card: string; damage?: number; conditions?: 'poisoned'[] }) {
  return game({
    current: 1,
    players: [
      { active: 'm-stakeout', bench: ['big-basic'] },
      { active: { ...activeSpec, energy: ['energy-fire'] }, bench: ['big-basic'] },
    ],
  })
}

describe('movedToActiveDuring: moves to the Active Spot during a given turn', () => {
  it("counts a retreat during the opponent's last turn", () => {
    const d = opponentsTurn({ card: 'fire-basic' })
    d.pick('Retreat')
    d.pick('End turn')
    attack(d, 'Ambush Watch')
    expect(active(d.state, 1).damage).toBe(100)
  })

  it('does not count a Pokémon that stayed Active', () => {
    const d = opponentsTurn({ card: 'fire-basic' })
    d.pick('End turn')
    attack(d, 'Ambush Watch')
    expect(active(d.state, 1).damage).toBe(10)
  })

  it('forgets a move older than the last turn', () => {
    const d = opponentsTurn({ card: 'fire-basic' })
    d.pick('Retreat')
    d.pick('End turn')
    d.pick('End turn') // seat 0 waits a round: the retreat is now two turns old
    d.pick('End turn')
    attack(d, 'Ambush Watch')
    expect(active(d.state, 1).damage).toBe(10)
  })

  it('does not count a promotion between turns, after a Knock Out by Poison at Pokémon Checkup', () => {
    const d = opponentsTurn({ card: 'fire-basic', damage: 40, conditions: ['poisoned'] })
    d.pick('End turn') // Poison Knocks Out Flamelet; seat 0 takes a Prize card, seat 1 promotes Boulderback
    d.pick('Prize card 1')
    d.pick('Boulderback')
    attack(d, 'Ambush Watch')
    expect(active(d.state, 1).damage).toBe(10)
  })
})
