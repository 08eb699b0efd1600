/**
 * rules.md §1.12 Winning and losing (W-1…W-4), era rows 35, 36, 37.
 */
import { describe, expect, it } from 'vitest'
import type { Driver } from '../testing/scenario'
import { attack, eventsOf, filler, game } from './helpers'

const RULES = ['modern', 'classic1999'] as const

/** Answer setup questions with the first legal picks until the main phase. */
function finishSetup(d: Driver): void {
  for (let i = 0; i < 30 && d.state.pending && d.state.phase === 'setup'; i++) {
    d.pickIndices(Array.from({ length: d.state.pending.min }, (_, k) => k))
  }
}

describe('rules.md W-1: the three ways to win', () => {
  for (const rules of RULES) {
    it(`rules.md W-1.1 (${rules}): taking the last Prize card wins`, () => {
      const d = game({
        rules,
        players: [
          { active: 'm-fire60', prizes: ['energy-water'] },
          { active: { card: 'fire-basic', damage: 40 }, bench: ['big-basic'] },
        ],
      })
      attack(d, 'Nip')
      expect(d.state.result).toMatchObject({ winner: 0, reason: 'prizes' })
      expect(d.state.phase).toBe('over')
      expect(eventsOf(d.events, 'game-over')).toEqual([expect.objectContaining({ winner: 0, reason: 'prizes' })])
      expect(d.state.pending).toBeNull()
    })

    it(`rules.md W-1.2 / §2 row 35 (${rules}): the opponent having no Pokémon to put in the Active Spot wins`, () => {
      const d = game({ rules, players: [{ active: 'm-fire60' }, { active: { card: 'fire-basic', damage: 40 } }] })
      attack(d, 'Nip').pick('Prize card')
      expect(d.state.result).toMatchObject({ winner: 0, reason: 'no-pokemon' })
    })

    it(`rules.md W-1.3 / §2 row 37 (${rules}): a player who cannot draw at the start of their turn loses`, () => {
      const d = game({ rules, players: [{ active: 'big-basic' }, { active: 'big-basic', deck: [] }] })
      d.pick('End turn')
      expect(d.state.result).toMatchObject({ winner: 0, reason: 'deck-out' })
      expect(eventsOf(d.events, 'turn-start')).toEqual([expect.objectContaining({ seat: 1 })])
    })
  }
  it('rules.md W-1.3: with one card left the draw succeeds and the game goes on', () => {
    const d = game({ players: [{ active: 'big-basic' }, { active: 'big-basic', deck: ['energy-fire'] }] })
    d.pick('End turn')
    expect(d.state.result).toBeNull()
    expect(d.state.players[1].hand).toHaveLength(1)
  })
})

describe('rules.md W-2 / WD-4 / §2 row 37: card-directed draws never lose', () => {
  it('rules.md W-2: an attack told to draw 5 with 2 cards left draws 2 and play continues', () => {
    const d = game({ players: [{ active: 'm-spreader', deck: filler(2) }, { active: 'big-basic' }] })
    attack(d, 'Big Draw')
    expect(d.state.players[0].hand).toHaveLength(2)
    expect(d.state.players[0].deck).toHaveLength(0)
    expect(d.state.result).toBeNull()
    expect(d.state.current).toBe(1)
  })
  it("rules.md W-2 / WD-4: a Trainer told to draw 10 with 3 cards left draws 3; only the next turn's draw loses", () => {
    const d = game({
      players: [{ active: 'big-basic', hand: ['m-bigdraw'], deck: filler(3) }, { active: 'big-basic' }],
    })
    d.pick('Play Huge Draw')
    expect(d.state.players[0].hand).toHaveLength(3)
    expect(d.state.result).toBeNull()
    expect(d.state.pending?.ask).toBe('main')
    d.pick('End turn').pick('End turn')
    expect(d.state.result).toMatchObject({ winner: 1, reason: 'deck-out' })
  })
})

describe('rules.md W-3 / W-4 / §2 row 36: both players win at once', () => {
  for (const rules of RULES) {
    it(`rules.md W-3 (${rules}): winning in two ways beats winning in one`, () => {
      // Self Destruct: seat 0 takes its last Prize and leaves seat 1 with no Pokémon (2 ways);
      // seat 0's own attacker is Knocked Out with no Bench, so seat 1 wins one way.
      const d = game({ rules, players: [{ active: 'm-recoil', prizes: ['energy-water'] }, { active: 'fire-basic' }] })
      attack(d, 'Self Destruct')
      for (let i = 0; i < 5 && d.state.pending; i++) d.pickIndices([0])
      expect(d.state.result).toMatchObject({ winner: 0, reason: 'prizes' })
      expect(d.state.suddenDeath).toBe(0)
    })

    it(`rules.md W-3 / W-4 / §2 row 36 (${rules}): an equal win goes to Sudden Death: a new game with 1 Prize each`, () => {
      // Both take their last Prize from a double Knock Out; both still have Benched Pokémon: one way each.
      const d = game({
        rules,
        players: [
          { active: 'm-recoil', bench: ['fire-basic'], prizes: ['energy-water'], deck: filler(20) },
          { active: 'fire-basic', bench: ['fire-basic'], prizes: ['energy-water'], deck: filler(20) },
        ],
      })
      d.state.players[0].gxUsed = true
      d.state.players[1].vstarUsed = true
      attack(d, 'Self Destruct')
      expect(d.state.result).toBeNull()
      expect(eventsOf(d.events, 'sudden-death')).toEqual([{ type: 'sudden-death', round: 1 }])
      expect(d.state.suddenDeath).toBe(1)
      expect(d.state.phase).toBe('setup')
      finishSetup(d)
      expect(d.state.phase).toBe('main')
      expect(d.state.turn).toBe(1)
      expect(d.state.players[0].prizes).toHaveLength(1)
      expect(d.state.players[1].prizes).toHaveLength(1)
      // A completely new game: every card is back in a deck, hand, Prize or newly placed Pokémon.
      expect(d.state.players[0].discard).toEqual([])
      expect(d.state.players[1].discard).toEqual([])
      // W-4 (inference, rules.md §7.6): once-per-game resources reset.
      expect(d.state.players[0].gxUsed).toBe(false)
      expect(d.state.players[1].vstarUsed).toBe(false)
    })
  }
})
