/**
 * The coach (issue 21) on a built position: Flamelet's Ember Knocks Out the damaged Leaflet, the opponent's only
 * Pokémon (rules.md §1.12: a player with no Pokémon in play loses). Ending the turn instead is clearly worse: a note; the
 * Knock Out itself is the best line: no note.
 */
import { describe, expect, it } from 'vitest'
import { createEngine, viewFor } from '../../engine'
import { scenario } from '../../engine/testing/scenario'
import { testDb } from '../../engine/testing/cards'
import { makeContext } from '../../ai/agent'
import { computeHint } from '../../ai/hint'
import { freshTurnMemory } from '../../ai/heuristic/policy'
import { coachNote } from './coach'

const db = testDb()
const engine = createEngine(db)
const deck = ['energy-fire', 'energy-fire', 'energy-fire', 'energy-fire', 'energy-fire', 'energy-fire']

const lastPrize = () =>
  scenario(engine, {
    rules: 'classic1999',
    players: [
      {
        active: { card: 'fire-basic', energy: ['energy-fire', 'energy-fire'] },
        bench: [],
        deck,
        prizes: deck.slice(0, 3),
      },
      { active: { card: 'grass-basic', damage: 20 }, bench: [], deck, prizes: deck.slice(0, 3) },
    ],
  })

/** The hint of seat 0's main menu with the option labelled `label` as the one played. */
function hintPlaying(label: string) {
  const s = lastPrize()
  const view = viewFor(s, 0, db)
  const decision = view.pending!.decision!
  const played = decision.options.findIndex((o) => o.label === label)
  expect(played, decision.options.map((o) => o.label).join(' / ')).toBeGreaterThanOrEqual(0)
  return computeHint(
    { view, decision },
    makeContext(db, s.decklists[0], 5, { iterations: 3 }),
    freshTurnMemory(),
    played,
  )
}

describe('coach: one note after the turn when a clearly better line was there', () => {
  it('ending the turn instead of the winning Knock Out gets a note naming the Knock Out', () => {
    const h = hintPlaying('End turn')
    expect(h.played?.label).toBe('End turn')
    const note = coachNote(3, [h])
    expect(note).not.toBeNull()
    expect(note!.best.label).toBe('Attack: Ember')
    expect(note!.best.win! - note!.played.win!).toBeGreaterThanOrEqual(0.1)
    expect(note!.text).toContain('Attack: Ember (Knocks Out Leaflet and wins the game) was better than End turn')
    expect(note!.text).toMatch(/100 % vs \d+ % to win/)
  })

  it('playing the Knock Out itself gets no note', () => {
    const h = hintPlaying('Attack: Ember')
    expect(h.best.label).toBe('Attack: Ember')
    expect(coachNote(3, [h])).toBeNull()
  })

  it('says nothing when the move played reads the same as Expert’s (another copy of the same card)', () => {
    const bad = hintPlaying('End turn')
    const copy = { ...bad, played: { ...bad.played!, picks: [99], label: bad.best.label } }
    expect(coachNote(3, [copy])).toBeNull()
  })

  it('speaks once for the turn, about the biggest gap', () => {
    const bad = hintPlaying('End turn')
    const good = hintPlaying('Attack: Ember')
    const small = { ...bad, played: { ...bad.played!, win: bad.best.win! - 0.12, label: 'Small slip' } }
    expect(coachNote(3, [small, good, bad])!.played.label).toBe('End turn')
    expect(coachNote(3, [good, small])!.played.label).toBe('Small slip')
    const close = { ...bad, played: { ...bad.played!, win: bad.best.win! - 0.05 } }
    expect(coachNote(3, [close])).toBeNull()
  })
})
