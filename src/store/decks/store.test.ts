import { describe, expect, it, vi } from 'vitest'
import { IDBFactory } from 'fake-indexeddb'
import { createDeckStore } from './store'
import { DECKS_DB, DECKS_DB_VERSION, DECKS_SUPERSEDED, idbDecks, memoryDecks } from './deck-storage'
import { parseDeck } from './deck-record'

let t = 1000
const clock = () => ++t

/** Another tab (a newer build) opening the decks database at `version`, creating nothing. */
const openAt = (factory: IDBFactory, version: number) =>
  new Promise<IDBDatabase>((resolve, reject) => {
    const r = factory.open(DECKS_DB, version)
    r.onsuccess = () => resolve(r.result)
    r.onerror = () => reject(r.error ?? new Error('open failed'))
    r.onblocked = () => reject(new Error('blocked'))
  })

describe('the player’s decks', () => {
  it('keeps created, renamed, edited and copied decks across a reload (IndexedDB)', async () => {
    const factory = new IDBFactory()
    const a = createDeckStore(idbDecks(factory), clock)
    await a.getState().load()
    const deck = a.getState().create({ name: '  Fire   deck ', rules: 'modern' })
    expect(deck.name).toBe('Fire deck')
    a.getState().addCard(deck.id, 'sv3pt5-4')
    a.getState().addCard(deck.id, 'sv3pt5-4')
    a.getState().removeCard(deck.id, 'sv3pt5-4')
    a.getState().rename(deck.id, 'Charmander rush')
    const copy = a.getState().copy(deck.id)!
    expect(copy.name).toBe('Copy of Charmander rush')
    a.getState().addCard(copy.id, 'sve-2')
    await a.getState().settled()

    // A new store over the same database: the page after a reload.
    const b = createDeckStore(idbDecks(factory), clock)
    await b.getState().load()
    const byName = Object.fromEntries(b.getState().decks.map((d) => [d.name, d.cards]))
    expect(byName).toEqual({ 'Charmander rush': ['sv3pt5-4'], 'Copy of Charmander rush': ['sv3pt5-4', 'sve-2'] })
    expect(b.getState().decks[0]!.name).toBe('Copy of Charmander rush') // most recently changed first
    b.getState().remove(copy.id)
    await b.getState().settled()

    const c = createDeckStore(idbDecks(factory), clock)
    await c.getState().load()
    expect(c.getState().decks.map((d) => d.name)).toEqual(['Charmander rush'])
    expect(c.getState().problems).toEqual([])
  })

  it('two tabs editing one deck: each sees the other’s change, so neither writes over it', async () => {
    const factory = new IDBFactory()
    const channel = `decks-test-${Math.random()}`
    const tab = () => createDeckStore(idbDecks(factory, DECKS_DB, DECKS_DB_VERSION, channel), clock)
    const a = tab()
    await a.getState().load()
    const deck = a.getState().create({ name: 'Shared', rules: 'modern', cards: ['sv3pt5-4', 'sv3pt5-4', 'sve-2'] })
    await a.getState().settled()
    const b = tab()
    await b.getState().load()
    // A takes the Charmanders out; then B, which opened the deck before, adds a Pikachu.
    a.getState().removeCard(deck.id, 'sv3pt5-4')
    a.getState().removeCard(deck.id, 'sv3pt5-4')
    await a.getState().settled()
    await vi.waitFor(() => expect(b.getState().deckById(deck.id)!.cards).toEqual(['sve-2']))
    b.getState().addCard(deck.id, 'sv3pt5-25')
    await b.getState().settled()
    await vi.waitFor(() => expect(a.getState().deckById(deck.id)!.cards).toEqual(['sve-2', 'sv3pt5-25']))
    // what is stored has both changes
    const c = tab()
    await c.getState().load()
    expect(c.getState().deckById(deck.id)!.cards).toEqual(['sve-2', 'sv3pt5-25'])
    // a deck created or deleted in one tab shows or goes in the other
    const other = b.getState().create({ name: 'From B', rules: 'swsh' })
    await vi.waitFor(() => expect(a.getState().deckById(other.id)?.name).toBe('From B'))
    a.getState().remove(deck.id)
    await vi.waitFor(() => expect(b.getState().deckById(deck.id)).toBeUndefined())
    expect(b.getState().decks.map((d) => d.name)).toEqual(['From B'])
  })

  it('sets a damaged record aside and names it, and keeps the good ones', async () => {
    const storage = memoryDecks()
    const good = createDeckStore(storage, clock)
    const kept = good.getState().create({ name: 'Good', rules: 'classic1999', cards: ['base1-4'] })
    storage.decks.set('custom-broken', { version: 1, id: 'custom-broken', name: 'Broken', rules: 'modern', cards: 7 })
    storage.decks.set('custom-junk', 'not a deck')

    const store = createDeckStore(storage, clock)
    await store.getState().load()
    expect(store.getState().decks.map((d) => d.id)).toEqual([kept.id])
    expect(store.getState().problems).toEqual(
      expect.arrayContaining([
        '“Broken” could not be read (its card list is damaged); it was set aside, not deleted.',
        'A deck could not be read (it is not a deck record); it was set aside, not deleted.',
      ]),
    )
    // Nothing is lost: both records are in the aside store, none is left among the decks.
    expect([...storage.aside.values()]).toEqual(
      expect.arrayContaining(['not a deck', expect.objectContaining({ name: 'Broken' })]),
    )
    expect([...storage.decks.keys()]).toEqual([kept.id])
  })

  it('leaves a deck from a newer version where it is and says so', async () => {
    const storage = memoryDecks()
    storage.decks.set('custom-x', { version: 99, id: 'custom-x' })
    const store = createDeckStore(storage, clock)
    await store.getState().load()
    expect(store.getState().decks).toEqual([])
    expect(store.getState().problems).toEqual(['A deck made by a newer version of Coinflip is kept but not shown.'])
    expect(storage.decks.has('custom-x')).toBe(true)
  })

  it('says whether decks outlive the page', () => {
    expect(createDeckStore(idbDecks(new IDBFactory())).getState().persistent).toBe(true)
    expect(createDeckStore(memoryDecks()).getState().persistent).toBe(false)
  })

  it('reports a failed write instead of losing it silently', async () => {
    const storage = memoryDecks()
    storage.put = () => Promise.reject(new Error('QuotaExceededError'))
    const store = createDeckStore(storage, clock)
    store.getState().create({ name: 'Big', rules: 'modern' })
    await store.getState().settled()
    expect(store.getState().error).toBe('“Big” could not be saved: QuotaExceededError')
  })

  it('lets a newer version open the database at once, says so, and writes no more', async () => {
    const factory = new IDBFactory()
    const store = createDeckStore(idbDecks(factory), clock)
    await store.getState().load()
    const deck = store.getState().create({ name: 'Fire', rules: 'modern' })
    await store.getState().settled()

    // A newer build in another tab upgrades the database. Without the handler this open would wait (blocked) for
    // as long as this page stays open.
    const newer = await openAt(factory, DECKS_DB_VERSION + 1)
    expect(store.getState().error).toBe(DECKS_SUPERSEDED)
    store.getState().addCard(deck.id, 'sv3pt5-4')
    await store.getState().settled()
    expect(store.getState().error).toBe(`“Fire” could not be saved: ${DECKS_SUPERSEDED}`)
    // The newer version holds the deck as it was written before it took over.
    const stored = await new Promise((resolve) => {
      const r = newer.transaction('decks').objectStore('decks').get(deck.id)
      r.onsuccess = () => resolve(r.result)
    })
    expect(stored).toMatchObject({ name: 'Fire', cards: [] })
    newer.close()
  })

  it('refuses stored text that is too long or ids that are not custom', () => {
    const base = { version: 1, id: 'custom-a', name: 'A', rules: 'modern', cards: [], createdAt: 1, updatedAt: 1 }
    expect(typeof parseDeck(base)).toBe('object')
    expect(parseDeck({ ...base, id: 'd-base1-1' })).toBe('its id is damaged')
    expect(parseDeck({ ...base, name: 'x'.repeat(500) })).toBe('its name is damaged')
    expect(parseDeck({ ...base, cards: Array(1000).fill('sve-1') })).toBe('its card list is damaged')
    expect(parseDeck({ ...base, rules: 'future' })).toBe('its rule set is damaged')
  })
})
