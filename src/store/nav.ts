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
 *
 * A screen or a page may open a **dialog** on top (the Decks home's deck view, the builder's export): one more entry,
 * so Back closes the dialog and keeps what it was opened on, as Android's Back closes a dialog. A page opened from a
 * dialog (Copy in a deck's view opens the builder) takes the dialog's entry. Each entry of ours counts how many
 * entries of ours it stands on (`depth`), so the Menu button goes back to the menu's entry from anywhere.
 *
 * Over all of them a card may be read large (an **overlay**, `openOverlay`/`closeOverlay`: the card's zoom, opened in
 * a deck's view, the builder, the card browser or on the table): one more entry, so Back closes the zoom and only the
 * zoom; the next Back closes the dialog under it. Without it a Back in a deck's view with a card zoomed closed the
 * whole view. An overlay is not opened again by Forward (what it showed is gone): its entry is stepped back off.
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
  /** The dialog open on top of the screen or its page (its own name, e.g. `export`), or null. */
  dialog: string | null
  /** Opens a dialog on top of the current screen or page (not the start screen): Back closes it. */
  openDialog(dialog: string): void
  /** Closes the open dialog (its Close button, Escape), taking its history entry with it. */
  closeDialog(): void
  /** The overlay open over everything (a card's zoom), or null: Back closes it first. */
  overlay: string | null
  /** Opens an overlay (not on the start screen: false, Back there leaves the app as it always did). */
  openOverlay(overlay: string): boolean
  /** Closes the overlay (its own close: Escape, its button), taking its history entry with it. */
  closeOverlay(): void
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

/** Our mark for a dialog open on top of a screen or a page. */
const DIALOG_KEY = 'coinflipDialog'

/** The dialog a history entry stands for, or null. */
export function entryDialog(state: unknown): string | null {
  const d = typeof state === 'object' && state !== null ? (state as Record<string, unknown>)[DIALOG_KEY] : undefined
  return typeof d === 'string' ? d : null
}

/** Our mark for an overlay (a card's zoom) open over the screen, its page or its dialog. */
const OVERLAY_KEY = 'coinflipOverlay'

/** The overlay a history entry stands for, or null. */
export function entryOverlay(state: unknown): string | null {
  const o = typeof state === 'object' && state !== null ? (state as Record<string, unknown>)[OVERLAY_KEY] : undefined
  return typeof o === 'string' ? o : null
}

/** Our mark for how many entries of ours an entry is above the start screen's (0 there). */
const DEPTH_KEY = 'coinflipDepth'

/** How far above the start screen's entry an entry is: 0 for it (and for entries not ours). */
export function entryDepth(state: unknown): number {
  if (entryScreen(state) === 'start') return 0
  const d = (state as Record<string, unknown>)[DEPTH_KEY]
  // entries written before the depth was kept: the screen's, and one more for a page
  // (at most 4: the screen, a page, a dialog and an overlay)
  if (typeof d !== 'number' || !Number.isInteger(d) || d < 1 || d > 4) return entryPage(state) === null ? 1 : 2
  return d
}

const entry = (
  screen: Screen,
  page: string | null = null,
  dialog: string | null = null,
  depth = 1,
  overlay: string | null = null,
) => ({
  [KEY]: screen,
  ...(page === null ? {} : { [PAGE_KEY]: page }),
  ...(dialog === null ? {} : { [DIALOG_KEY]: dialog }),
  ...(overlay === null ? {} : { [OVERLAY_KEY]: overlay }),
  ...(screen === 'start' ? {} : { [DEPTH_KEY]: depth }),
})

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
    dialog: null,
    overlay: null,
    go(screen) {
      const from = get().screen
      if (screen === from) return
      set({ screen, page: null, dialog: null, overlay: null })
      if (!history) return
      const depth = entryDepth(history.state)
      if (screen === 'start') {
        if (depth > 0) history.go(-depth)
      } else if (depth === 0) history.pushState(entry(screen), '')
      // From a page straight to another screen (no button does it today): the page's entry becomes the screen's.
      else history.replaceState(entry(screen, null, null, depth), '')
    },
    openPage(page) {
      const { screen } = get()
      if (screen === 'start') return
      set({ page, dialog: null, overlay: null })
      if (!history) return
      const s = history.state
      if (entryPage(s) === null && entryDialog(s) === null) history.pushState(entry(screen, page, null, 2), '')
      // another page, or a dialog (on the screen) leading to a page, takes that entry
      else history.replaceState(entry(screen, page, null, entryDepth(s)), '')
    },
    closePage() {
      if (get().page === null) return
      set({ page: null, dialog: null, overlay: null })
      if (history && entryPage(history.state) !== null) history.back()
    },
    openDialog(dialog) {
      const { screen, page } = get()
      if (screen === 'start') return
      set({ dialog, overlay: null })
      if (!history) return
      const s = history.state
      if (entryDialog(s) === null) history.pushState(entry(screen, page, dialog, entryDepth(s) + 1), '')
      else history.replaceState(entry(screen, page, dialog, entryDepth(s)), '')
    },
    closeDialog() {
      if (get().dialog === null) return
      set({ dialog: null })
      if (history && entryDialog(history.state) !== null) history.back()
    },
    openOverlay(overlay) {
      const { screen, page, dialog } = get()
      if (screen === 'start') return false
      set({ overlay })
      if (!history) return true
      const s = history.state
      if (entryOverlay(s) === null) history.pushState(entry(screen, page, dialog, entryDepth(s) + 1, overlay), '')
      else history.replaceState(entry(screen, page, dialog, entryDepth(s), overlay), '')
      return true
    },
    closeOverlay() {
      if (get().overlay === null) return
      set({ overlay: null })
      if (history && entryOverlay(history.state) !== null) history.back()
    },
  }))
  return {
    store,
    popped(state) {
      const to = entryScreen(state)
      const { screen: from, page, dialog } = store.getState()
      const toPage = entryPage(state)
      const toDialog = entryDialog(state)
      const toOverlay = entryOverlay(state)
      // Forward onto a closed overlay's entry: the card it showed is gone, step back off it
      if (toOverlay !== null && store.getState().overlay === null) {
        history?.back()
        return
      }
      if (to === from && toPage === page && toDialog === dialog && toOverlay === store.getState().overlay) return
      store.setState({ screen: to, page: toPage, dialog: toDialog, overlay: toOverlay })
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
