/**
 * CardReads.knockOutsByAttack: "if any of your Pokémon were Knocked Out by damage from an opponent's attack during
 * their last turn" (Dhelmise V's Anchor Anger). Only Knock Outs by an attack's damage count, only the turn asked.
 */
import { describe, expect, it } from 'vitest'
import { active, attack, eventsOf, game } from './helpers'

/** Seat 0's Cinderpup attacks seat 1's Active; seat 1 has an Avenger on the Bench. */
function start(defender: { card: string; damage?: number; conditions?: ('poisoned' | 'burned')[] }) {
  return game({
    players: [
      { active: { card: 'm-fire60' }, bench: ['big-basic'] },
      { active: defender, bench: ['m-avenger', 'big-basic'] },
    ],
  })
}

describe('knockOutsByAttack: Knock Outs by damage from an attack, during the last turn', () => {
  it("counts a Pokémon Knocked Out by the opponent's attack during their last turn", () => {
    const d = start({ card: 'fire-basic' })
    attack(d, 'Fire Fang')
    d.pick('Prize card 1').pick('Avenger')
    attack(d, 'Avenge')
    // 10 + 90 Knocks Out the 100-HP Cinderpup.
    expect(eventsOf(d.events, 'knock-out').map((e) => e.seat)).toEqual([1, 0])
  })

  it('does not count a Knock Out by Poison between turns', () => {
    const d = start({ card: 'fire-basic', damage: 40, conditions: ['poisoned'] })
    d.pick('End turn')
    d.pick('Prize card 1').pick('Avenger')
    attack(d, 'Avenge')
    expect(active(d.state, 0).damage).toBe(10)
  })

  it('forgets a Knock Out older than the last turn', () => {
    const d = start({ card: 'fire-basic' })
    attack(d, 'Fire Fang')
    d.pick('Prize card 1').pick('Avenger')
    // Avenger waits a round: by its owner's next turn the Knock Out is two turns old.
    d.pick('End turn')
    attack(d, 'Nip')
    attack(d, 'Avenge')
    expect(active(d.state, 0).damage).toBe(10)
  })
})
