import { describe, expect, it } from 'vitest'
import { IDBFactory } from 'fake-indexeddb'
import { deckById } from '../../cards/decks'
import { describeSave } from '../save-summary'
import type { CustomDeckRef } from '../game-contract'
import { createMatch } from './controller'
import { parseSave } from './save-record'
import { CURRENT_KEY, idbSaves, memorySaves } from './save-storage'

// A player's own deck: a prebuilt list in a new order, under a custom id the catalogue does not know.
const mine: CustomDeckRef = {
  id: 'custom-test-1',
  name: 'My Fire',
  cards: [...deckById('d-base1-2')!.cards].reverse(),
}

describe('a game with the player’s own deck', () => {
  it('deals its list, saves it whole and resumes it after a reload', async () => {
    const factory = new IDBFactory()
    const live = createMatch({ saves: idbSaves(factory) })
    await live.newGame({ humanDeck: mine.id, aiDeck: 'd-base1-3', customDecks: [mine], rules: 'modern', seed: 3 })
    await live.whenIdle()
    const a = live.getSnapshot()
    expect(a.status).toBe('playing')
    expect(a.decks).toEqual({ human: mine.id, ai: 'd-base1-3' })
    expect(a.config?.customDecks).toEqual([mine])

    const raw = await idbSaves(factory).load()
    const rec = parseSave(raw)
    expect(typeof rec).toBe('object')
    expect((rec as { setup: { decks: string[][] } }).setup.decks[0]).toEqual(mine.cards)
    expect(describeSave(raw)).toMatch(`your deck “My Fire” against ${deckById('d-base1-3')!.name},`)

    const reloaded = createMatch({ saves: idbSaves(factory) })
    await reloaded.checkSaved()
    expect(reloaded.getSnapshot().savedGame).toEqual({ exists: true, corrupt: null })
    expect(await reloaded.resumeSaved()).toBe(true)
    await reloaded.whenIdle()
    expect(reloaded.getSnapshot().view).toEqual(a.view)
    expect(reloaded.getSnapshot().decks).toEqual(a.decks)
  })

  it('a save whose own-deck list is damaged is not trusted', async () => {
    const saves = memorySaves()
    const live = createMatch({ saves })
    await live.newGame({ humanDeck: mine.id, aiDeck: 'd-base1-3', customDecks: [mine], rules: 'modern', seed: 3 })
    await live.whenIdle()
    const rec = structuredClone(saves.map.get(CURRENT_KEY)) as { config: { customDecks: CustomDeckRef[] } }
    rec.config.customDecks[0]!.name = 'x'.repeat(100_000)
    expect(parseSave(rec)).toBe('the game settings in the save are damaged')
    // A custom id the config does not carry is a deck this version does not know.
    const orphan = structuredClone(saves.map.get(CURRENT_KEY)) as { config: Record<string, unknown> }
    delete orphan.config.customDecks
    saves.map.set(CURRENT_KEY, orphan)
    const match = createMatch({ saves })
    await match.checkSaved()
    expect(match.getSnapshot().savedGame.corrupt).toMatch(/deck this version does not know/)
  })
})
