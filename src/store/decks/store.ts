/**
 * The player's decks for the UI: a Zustand store over a DeckStorage (IndexedDB in the browser). Every change is
 * shown at once and written through; a write that fails is reported in `error` (the deck stays as shown for this
 * session). `load()` reads every record: a damaged one is set aside (kept in the "aside" store) and named in
 * `problems`; one from a newer version of Coinflip stays where it is, unshown, and is named too.
 */
import { create } from 'zustand'
import type { RuleSetId } from '../../engine'
import { cleanName, DECK_VERSION, MAX_CARDS, newDeckId, parseDeck, type SavedDeck } from './deck-record'
import { browserDecks, type DeckStorage } from './deck-storage'

export interface DeckStoreState {
  status: 'idle' | 'loading' | 'ready' | 'failed'
  /** Most recently changed first. */
  decks: SavedDeck[]
  /** Records that could not be used, one sentence each (shown on the decks screen). */
  problems: string[]
  /** The last failed write or read, for a status line. */
  error: string | null
  /** False when decks live only in memory (IndexedDB unavailable): they are gone when the page closes. */
  persistent: boolean
}

export interface NewDeck {
  name: string
  rules: RuleSetId
  cards?: readonly string[]
}

export interface DeckStoreActions {
  /** Read the stored decks (once; again with `force`). */
  load(force?: boolean): Promise<void>
  create(deck: NewDeck): SavedDeck
  rename(id: string, name: string): void
  setRules(id: string, rules: RuleSetId): void
  setCards(id: string, cards: readonly string[]): void
  /** One more copy of a card (no more than MAX_CARDS in a list). */
  addCard(id: string, cardId: string): void
  /** One copy fewer (the last added copy goes). */
  removeCard(id: string, cardId: string): void
  /** A copy named "Copy of …", placed first. */
  copy(id: string): SavedDeck | undefined
  remove(id: string): void
  deckById(id: string): SavedDeck | undefined
  /** Resolves when every write so far has been tried (tests; before leaving the page). */
  settled(): Promise<void>
}

export type DeckStore = DeckStoreState & DeckStoreActions

const byRecent = (a: SavedDeck, b: SavedDeck) => b.updatedAt - a.updatedAt || a.name.localeCompare(b.name)

export function createDeckStore(storage: DeckStorage, now: () => number = Date.now) {
  return create<DeckStore>()((set, get) => {
    let loading: Promise<void> | null = null
    const failed = (what: string) => (e: unknown) =>
      set({ error: `${what}: ${e instanceof Error ? e.message.slice(0, 120) : 'storage is unavailable'}` })
    let writes: Promise<void> = Promise.resolve()
    const track = (p: Promise<void>, what: string) => {
      writes = Promise.all([writes, p.catch(failed(what))]).then(() => undefined)
    }
    // A newer version took the database in another tab: say so at once, not only at the next failed write.
    storage.onLost?.((message) => set({ error: message }))
    // Another tab changed a deck: show its change, so an edit here goes on from it instead of writing over it.
    storage.onChanged?.((change) => {
      const others = (id: string) => get().decks.filter((d) => d.id !== id)
      if ('removed' in change) {
        if (typeof change.removed === 'string') set({ decks: others(change.removed) })
        return
      }
      const deck = parseDeck(change.put)
      if (typeof deck === 'string') return
      const mine = get().deckById(deck.id)
      if (!mine || mine.updatedAt <= deck.updatedAt) set({ decks: [deck, ...others(deck.id)].sort(byRecent) })
    })
    const write = (deck: SavedDeck) => track(storage.put(deck), `“${deck.name}” could not be saved`)
    /** Replace a deck with `change` applied, stamped and written. */
    const update = (id: string, change: (d: SavedDeck) => Partial<SavedDeck>) => {
      const old = get().decks.find((d) => d.id === id)
      if (!old) return
      const deck = { ...old, ...change(old), updatedAt: now() }
      set({ decks: [deck, ...get().decks.filter((d) => d.id !== id)], error: null })
      write(deck)
    }
    const read = async () => {
      const decks: SavedDeck[] = []
      const problems: string[] = []
      for (const { key, value } of await storage.all()) {
        const deck = parseDeck(value)
        if (typeof deck !== 'string') {
          decks.push(deck)
          continue
        }
        if (deck === 'it comes from a newer version') {
          problems.push('A deck made by a newer version of Coinflip is kept but not shown.')
          continue
        }
        const name =
          typeof value === 'object' && value !== null && typeof (value as { name?: unknown }).name === 'string'
            ? `“${cleanName((value as { name: string }).name)}”`
            : 'A deck'
        try {
          await storage.setAside(key, value)
          problems.push(`${name} could not be read (${deck}); it was set aside, not deleted.`)
        } catch {
          problems.push(`${name} could not be read (${deck}).`)
        }
      }
      set({ decks: decks.sort(byRecent), problems, status: 'ready', error: null })
    }
    return {
      status: 'idle',
      decks: [],
      problems: [],
      error: null,
      persistent: storage.persistent,
      load(force = false) {
        if (loading && !force) return loading
        set({ status: 'loading' })
        loading = read().catch((e: unknown) => {
          loading = null
          set({ status: 'failed' })
          failed('Your decks could not be read')(e)
        })
        return loading
      },
      create({ name, rules, cards = [] }) {
        const t = now()
        const deck: SavedDeck = {
          version: DECK_VERSION,
          id: newDeckId(t),
          name: cleanName(name),
          rules,
          cards: cards.slice(0, MAX_CARDS),
          createdAt: t,
          updatedAt: t,
        }
        set({ decks: [deck, ...get().decks], error: null })
        write(deck)
        return deck
      },
      rename: (id, name) => update(id, () => ({ name: cleanName(name) })),
      setRules: (id, rules) => update(id, () => ({ rules })),
      setCards: (id, cards) => update(id, () => ({ cards: cards.slice(0, MAX_CARDS) })),
      addCard(id, cardId) {
        const d = get().deckById(id)
        if (!d || d.cards.length >= MAX_CARDS) return
        update(id, (old) => ({ cards: [...old.cards, cardId] }))
      },
      removeCard(id, cardId) {
        const d = get().deckById(id)
        const at = d ? d.cards.lastIndexOf(cardId) : -1
        if (at < 0) return
        update(id, (old) => ({ cards: old.cards.filter((_, i) => i !== at) }))
      },
      copy(id) {
        const d = get().deckById(id)
        return d ? get().create({ name: `Copy of ${d.name}`, rules: d.rules, cards: d.cards }) : undefined
      },
      remove(id) {
        set({ decks: get().decks.filter((d) => d.id !== id), error: null })
        track(storage.remove(id), 'The deck could not be deleted')
      },
      deckById: (id) => get().decks.find((d) => d.id === id),
      settled: () => writes,
    }
  })
}

/** The app's decks, in IndexedDB. */
export const useDecks = createDeckStore(browserDecks())
