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
 */
import { create, type StoreApi, type UseBoundStore } from 'zustand'

export type Screen = 'start' | 'new-game' | 'play' | 'tutorial' | 'decks'
const SCREENS: readonly Screen[] = ['start', 'new-game', 'play', 'tutorial', 'decks']

export interface NavState {
  screen: Screen
  go(screen: Screen): void
}

/** The part of `window.history` the navigation uses. */
export interface HistoryLike {
  readonly state: unknown
  pushState(data: unknown, unused: string): void
  replaceState(data: unknown, unused: string): void
  back(): void
}

/** Our mark in a history entry's state. */
const KEY = 'coinflipScreen'

/** The screen a history entry stands for (an entry that is not ours: the start screen). */
export function entryScreen(state: unknown): Screen {
  const s = typeof state === 'object' && state !== null ? (state as Record<string, unknown>)[KEY] : undefined
  return SCREENS.includes(s as Screen) ? (s as Screen) : 'start'
}

const entry = (screen: Screen) => ({ [KEY]: screen })

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
    go(screen) {
      const from = get().screen
      if (screen === from) return
      set({ screen })
      if (!history) return
      if (screen === 'start') {
        if (entryScreen(history.state) !== 'start') history.back()
      } else if (entryScreen(history.state) === 'start') history.pushState(entry(screen), '')
      else history.replaceState(entry(screen), '')
    },
  }))
  return {
    store,
    popped(state) {
      const to = entryScreen(state)
      const from = store.getState().screen
      if (to === from) return
      store.setState({ screen: to })
      leaving.get(from)?.()
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
