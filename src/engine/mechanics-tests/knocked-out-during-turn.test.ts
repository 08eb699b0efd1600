/**
 * CardReads.knockOutsDuring: "if any of your Pokémon were Knocked Out during your opponent's last turn" (Raihan).
 * Every Knock Out during that turn counts, by damage or by damage counters; a Knock Out in Pokémon Checkup between
 * turns belongs to no turn; only the turn asked counts.
 */
import { describe, expect, it } from 'vitest'
import { active, attack, game } from './helpers'

describe("knockOutsDuring: Knock Outs of a player's Pokémon during a given turn", () => {
  it("counts a Knock Out by damage counters during the opponent's last turn", () => {
    const d = game({
      current: 1,
      players: [{ active: 'm-mourner', bench: [{ card: 'fire-basic', damage: 20 }] }, { active: 'm-spreader' }],
    })
    attack(d, 'Curse Drops')
    d.pick('Flamelet') // 3 damage counters Knock Out the 50-HP Flamelet: an effect, not damage from an attack
    d.pick('Prize card 1')
    attack(d, 'Lament')
    expect(active(d.state, 1).damage).toBe(100)
  })

  it('does not count a Knock Out by Poison between turns', () => {
    const d = game({
      current: 1,
      players: [
        { active: { card: 'fire-basic', damage: 40, conditions: ['poisoned'] }, bench: ['m-mourner'] },
        { active: 'm-spreader' },
      ],
    })
    d.pick('End turn') // Poison Knocks Out Flamelet in Pokémon Checkup
    d.pick('Prize card 1')
    d.pick('Mourner')
    attack(d, 'Lament')
    expect(active(d.state, 1).damage).toBe(10)
  })

  it('forgets a Knock Out older than the last turn', () => {
    const d = game({
      current: 1,
      players: [
        { active: 'm-mourner', bench: [{ card: 'fire-basic', damage: 20 }] },
        { active: 'm-spreader', bench: ['big-basic'] },
      ],
    })
    attack(d, 'Curse Drops')
    d.pick('Flamelet')
    d.pick('Prize card 1')
    d.pick('End turn') // seat 0 waits a round: the Knock Out is two turns old
    d.pick('End turn')
    attack(d, 'Lament')
    expect(active(d.state, 1).damage).toBe(10)
  })
})
