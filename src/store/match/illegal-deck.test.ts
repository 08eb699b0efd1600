import { describe, expect, it } from 'vitest'
import { deckById } from '../../cards/decks'
import type { CustomDeckRef } from '../game-contract'
import { createMatch } from './controller'
import { memorySaves } from './save-storage'

// A player's own deck one card short: the engine refuses it at game creation (rules.md D-1).
const short: CustomDeckRef = { id: 'custom-short', name: 'Short', cards: deckById('d-base1-2')!.cards.slice(1) }

describe('a game with an illegal deck', () => {
  it('is not dealt: the error names whose deck and the broken rule, and nothing is saved', async () => {
    const saves = memorySaves()
    const match = createMatch({ saves })
    await match.newGame({
      humanDeck: short.id,
      aiDeck: 'd-base1-3',
      customDecks: [short],
      rules: 'classic1999',
      seed: 3,
    })
    await match.whenIdle()
    const s = match.getSnapshot()
    expect(s.error).toBe('Your deck cannot be played: A deck must have exactly 60 cards; this one has 59.')
    expect(s.status).not.toBe('playing')
    expect(s.view).toBeNull()
    expect(await saves.load()).toBeNull()
  })
})
