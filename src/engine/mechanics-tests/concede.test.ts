/**
 * rules.md W-5 Conceding: a player may give up at any moment; the game ends at once and the other player wins.
 * `engine.concede(state, seat)` is pure like `step`, works whoever holds the pending decision, and drops a card
 * effect paused on a question.
 */
import { describe, expect, it } from 'vitest'
import { checkState } from '../state-check'
import { viewFor } from '../view'
import { fill } from '../testing/harness'
import { engine, eventsOf, game } from './helpers'

describe('rules.md W-5: conceding', () => {
  it('ends the game in the main phase: the other player wins, with a game-over event', () => {
    const d = game({ players: [{ active: 'big-basic' }, { active: 'big-basic' }] })
    const before = JSON.stringify(d.state)
    const r = engine.concede(d.state, 0)
    if (!r.ok) throw new Error(r.error)
    expect(JSON.stringify(d.state)).toBe(before) // the given state is untouched
    expect(r.state.result).toMatchObject({ winner: 1, reason: 'concede' })
    expect(r.state.phase).toBe('over')
    expect(r.state.pending).toBeNull()
    expect(eventsOf(r.events, 'game-over')).toEqual([expect.objectContaining({ winner: 1, reason: 'concede' })])
    expect(checkState(JSON.parse(JSON.stringify(r.state)), engine.db)).toBeNull()
    // Both players see who won and why.
    expect(viewFor(r.state, 0).result).toMatchObject({ winner: 1, reason: 'concede' })
    expect(viewFor(r.state, 1).result).toMatchObject({ winner: 1, reason: 'concede' })
  })

  it('works for the player who is not deciding (the computer is thinking), and during setup', () => {
    const { state } = engine.newGame({
      decks: [fill(60, 'big-basic'), fill(60, 'big-basic')],
      seed: 3,
      skipDeckCheck: true,
    })
    expect(state.phase).toBe('setup')
    const deciding = state.pending!.seat
    const r = engine.concede(state, deciding === 0 ? 1 : 0)
    if (!r.ok) throw new Error(r.error)
    expect(r.state.result).toMatchObject({ winner: deciding, reason: 'concede' })
  })

  it('drops a card effect paused on a question: its answer is refused afterwards', () => {
    const d = game({
      players: [{ active: 'big-basic', hand: ['m-trash', 'energy-water', 'energy-grass'] }, { active: 'big-basic' }],
    })
    d.pick('Play Trash Up To Two')
    const asked = d.state.pending!
    expect(asked.ask).toBe('choose-cards')
    const r = engine.concede(d.state, 0)
    if (!r.ok) throw new Error(r.error)
    expect(r.state.journal).toBeNull()
    expect(r.state.result?.winner).toBe(1)
    expect(checkState(JSON.parse(JSON.stringify(r.state)), engine.db)).toBeNull()
    const late = engine.step(r.state, { decision: asked.id, picks: [0] })
    expect(late).toEqual({ ok: false, error: 'The game is over' })
  })

  it('is refused once the game is over', () => {
    const d = game({ players: [{ active: 'big-basic' }, { active: 'big-basic' }] })
    const r = engine.concede(d.state, 1)
    if (!r.ok) throw new Error(r.error)
    expect(engine.concede(r.state, 0)).toEqual({ ok: false, error: 'The game is over' })
  })
})
