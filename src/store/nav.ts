/**
 * Which screen is showing, and the Back button (the browser's, and Android's for the installed app). Still no
 * router and no URL state: a reload starts at the start screen, which offers "Resume game" when a save exists.
 *
 * The history holds at most two entries of ours: the start screen (the entry the page was loaded in) and, above it,
 * the screen opened from there (new game, game, tutorial, decks). Going from one of those screens to another
 * replaces that entry, so Back from a game started on the new-game screen leads to the menu; going to the start
 * screen goes back to its entry. So Back from any screen shows the menu, and only Back on the menu leaves the app.
 * A screen left by Back first does what its own "Menu" button does (`onBackFrom`): the table leaves the game,
 * which stays saved and can be resumed.
 *
 * A screen may open a **page** of its own on top (the Decks screen's builder or card browser): one more entry above
 * the screen's, so Back from the page shows the screen it was opened on (a player on Android expects the builder's
 * Back to lead to the Decks home, not out to the menu). Opening another page replaces the page's entry.
 */
import { create, type StoreApi, type UseBoundStore } from 'zustand'

export type Screen = 'start' | 'new-game' | 'play' | 'tutorial' | 'decks'
const SCREENS: readonly Screen[] = ['start', 'new-game', 'play', 'tutorial', 'decks']

export interface NavState {
  screen: Screen
  /** The page open on top of the screen (its own name, e.g. `edit:<deck id>`), or null. */
  page: string | null
  go(screen: Screen): void
  /** Opens a page on top of the current screen (not the start screen): Back closes it. */
  openPage(page: string): void
  /** Closes the open page (the screen's own Back button), taking its history entry with it. */
  closePage(): void
}

/** The part of `window.history` the navigation uses. */
export interface HistoryLike {
  readonly state: unknown
  pushState(data: unknown, unused: string): void
  replaceState(data: unknown, unused: string): void
  back(): void
  go(delta: number): void
}

/** Our mark in a history entry's state. */
const KEY = 'coinflipScreen'

/** The screen a history entry stands for (an entry that is not ours: the start screen). */
export function entryScreen(state: unknown): Screen {
  const s = typeof state === 'object' && state !== null ? (state as Record<string, unknown>)[KEY] : undefined
  return SCREENS.includes(s as Screen) ? (s as Screen) : 'start'
}

/** Our mark for a page open on top of a screen. */
const PAGE_KEY = 'coinflipPage'

/** The page a history entry stands for, or null. */
export function entryPage(state: unknown): string | null {
  const p = typeof state === 'object' && state !== null ? (state as Record<string, unknown>)[PAGE_KEY] : undefined
  return typeof p === 'string' ? p : null
}

const entry = (screen: Screen, page: string | null = null) =>
  page === null ? { [KEY]: screen } : { [KEY]: screen, [PAGE_KEY]: page }

/** What each screen does when Back leaves it, registered while it is shown (`onBackFrom`). */
type Leave = () => void

export interface Nav {
  store: UseBoundStore<StoreApi<NavState>>
  /** The history moved to an entry (`popstate`) with this state. */
  popped(state: unknown): void
  /** While a screen is shown: what to do when Back leaves it. Returns the unregister function. */
  onBackFrom(screen: Screen, leave: Leave): () => void
}

/** The navigation over a history (none: plain screen changes, as in tests without a page). */
export function createNav(history: HistoryLike | null): Nav {
  const leaving = new Map<Screen, Leave>()
  // The page opens on the start screen, whatever entry it was (re)loaded in.
  history?.replaceState(entry('start'), '')
  const store = create<NavState>()((set, get) => ({
    screen: 'start',
    page: null,
    go(screen) {
      const from = get().screen
      if (screen === from) return
      set({ screen, page: null })
      if (!history) return
      const onPage = entryPage(history.state) !== null
      if (screen === 'start') {
        if (entryScreen(history.state) !== 'start') history.go(onPage ? -2 : -1)
      } else if (entryScreen(history.state) === 'start') history.pushState(entry(screen), '')
      // From a page straight to another screen (no button does it today): the page's entry becomes the screen's.
      else history.replaceState(entry(screen), '')
    },
    openPage(page) {
      const { screen } = get()
      if (screen === 'start') return
      set({ page })
      if (!history) return
      if (entryPage(history.state) === null) history.pushState(entry(screen, page), '')
      else history.replaceState(entry(screen, page), '')
    },
    closePage() {
      if (get().page === null) return
      set({ page: null })
      if (history && entryPage(history.state) !== null) history.back()
    },
  }))
  return {
    store,
    popped(state) {
      const to = entryScreen(state)
      const { screen: from, page } = store.getState()
      const toPage = entryPage(state)
      if (to === from && toPage === page) return
      store.setState({ screen: to, page: toPage })
      if (to !== from) leaving.get(from)?.()
    },
    onBackFrom(screen, leave) {
      leaving.set(screen, leave)
      return () => {
        if (leaving.get(screen) === leave) leaving.delete(screen)
      }
    },
  }
}

const nav = createNav(typeof window === 'undefined' ? null : window.history)
if (typeof window !== 'undefined') window.addEventListener('popstate', (e) => nav.popped(e.state))

export const useNav = nav.store
export const onBackFrom = nav.onBackFrom
