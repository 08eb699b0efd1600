/**
 * Card hints change what the policy plays (src/engine/ai-hints.ts): the same position with and without a hint for
 * the card in hand. The hints here are written for the engine's test cards, as a set writes its own.
 */
import { describe, expect, it } from 'vitest'
import { createEngine, viewFor, type CardHints, type GameState, type MainAction } from '../../engine'
import { scenario } from '../../engine/testing/scenario'
import { testDb } from '../../engine/testing/cards'
import { freshTurnMemory, heuristicPicks, type Hints } from './policy'

const db = testDb()
const engine = createEngine(db)
const deck = ['energy-fire', 'energy-fire', 'energy-fire', 'energy-fire', 'energy-fire']

/**
 * Our Active can attack (no Knock Out in reach), with `hand` in hand; their Active is big, their hand `theirHand`.
 * `prizes`: our Prize cards left (default 6).
 */
const position = (hand: string[], theirHand: string[] = [], prizes?: string[]): GameState =>
  scenario(engine, {
    players: [
      {
        active: { card: 'fire-basic', energy: ['energy-fire', 'energy-fire'] },
        bench: ['water-basic'],
        hand,
        deck,
        ...(prizes ? { prizes } : {}),
      },
      { active: 'big-basic', bench: ['water-basic'], hand: theirHand, deck },
    ],
  })

/** The main action the policy picks first. */
function firstAction(state: GameState, hints?: Hints): MainAction {
  const view = viewFor(state, state.pending!.seat)
  const [i] = heuristicPicks(db, view, view.pending!.decision!, freshTurnMemory(), hints ? { hints } : {})
  const o = state.pending!.options[i!]!
  if (o.kind !== 'action') throw new Error(`not an action: ${o.label}`)
  return o.action
}

describe('card hints', () => {
  it('a Trainer without a hint is played before attacking (the default); a low score keeps it in hand', () => {
    const s = position(['item-draw'])
    expect(firstAction(s).type).toBe('play-trainer')
    expect(firstAction(s, []).type).toBe('play-trainer')
    expect(firstAction(s, [{ 'Quick Draw': { play: -30 } }]).type).toBe('attack')
  })

  it('a declarative kind reads the position: "draw" only while the deck holds enough cards', () => {
    // 5 cards in the deck and 1 Prize card left: the deck can spare some (deck-budget.ts), so deckAbove decides.
    const s = position(['item-draw'], [], ['energy-fire'])
    const draw = (deckAbove: number): CardHints => ({ 'Quick Draw': { play: { kind: 'draw', score: 200, deckAbove } } })
    expect(firstAction(s, [draw(4)]).type).toBe('play-trainer')
    expect(firstAction(s, [draw(5)]).type).toBe('attack')
    // With 6 Prize cards still to take, the same 5 cards are the draws of the turns to come: no draw, whatever the hint.
    expect(firstAction(position(['item-draw']), [draw(4)]).type).toBe('attack')
  })

  it('a hint that needs the board is a function of it', () => {
    const hints: Hints = [{ 'Quick Draw': { play: (b) => (b.opp.handCount >= 3 ? 300 : -50) } }]
    expect(firstAction(position(['item-draw'], ['energy-fire']), hints).type).toBe('attack')
    expect(firstAction(position(['item-draw'], ['energy-fire', 'energy-fire', 'energy-fire']), hints).type).toBe(
      'play-trainer',
    )
  })

  it('a Tool goes only where its hint says it fits', () => {
    const s = position(['tool-boost'])
    expect(firstAction(s).type).toBe('attach-tool') // the default: worth attaching anywhere
    expect(firstAction(s, [{ 'Power Band': { tool: { fits: { stage: 'stage2' }, score: 170 } } }]).type).toBe('attack')
    const anywhere = firstAction(s, [{ 'Power Band': { tool: { score: 30, activeBonus: 120 } } }])
    expect(anywhere.type === 'attach-tool' && anywhere.target.zone).toBe('active')
  })

  it('the first set that hints a card answers', () => {
    const s = position(['item-draw'])
    expect(firstAction(s, [{ 'Quick Draw': { play: -30 } }, { 'Quick Draw': { play: 500 } }]).type).toBe('attack')
    expect(firstAction(s, [{ 'Quick Draw': {} }, { 'Quick Draw': { play: -30 } }]).type).toBe('attack')
    // Hints of other cards change nothing here.
    expect(firstAction(s, [{ 'Professor Test': { play: -30 } }]).type).toBe('play-trainer')
  })
})
