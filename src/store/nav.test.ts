import { describe, expect, it, vi } from 'vitest'
import { createNav, entryDialog, entryOverlay, entryPage, entryScreen, type HistoryLike } from './nav'

/** A browser history: entries, the current index, and Back delivering `popstate` to the nav (later, as a browser). */
function fakeHistory() {
  const entries: unknown[] = [{ other: 'page state' }]
  let index = 0
  let onPop: (state: unknown) => void = () => {}
  const h: HistoryLike & { entries: unknown[]; index(): number; pressBack(): void; pressForward(): void } = {
    get state() {
      return entries[index]
    },
    pushState(data) {
      entries.splice(index + 1, entries.length, data)
      index++
    },
    replaceState(data) {
      entries[index] = data
    },
    back() {
      queueMicrotask(() => h.pressBack())
    },
    go(delta) {
      queueMicrotask(() => {
        if (index + delta < 0) throw new Error('Back would leave the app')
        index += delta
        onPop(entries[index])
      })
    },
    entries,
    index: () => index,
    pressBack() {
      if (index === 0) throw new Error('Back would leave the app')
      index--
      onPop(entries[index])
    },
    pressForward() {
      index++
      onPop(entries[index])
    },
  }
  const nav = createNav(h)
  onPop = nav.popped
  return { h, nav }
}

describe('Back navigates inside the app', () => {
  it('from any screen opened on the menu, Back shows the menu; only Back on the menu leaves', () => {
    const { h, nav } = fakeHistory()
    const go = nav.store.getState().go
    for (const screen of ['new-game', 'play', 'tutorial', 'decks'] as const) {
      go(screen)
      expect(h.entries).toHaveLength(2)
      h.pressBack()
      expect(nav.store.getState().screen).toBe('start')
      expect(h.index()).toBe(0)
    }
    expect(() => h.pressBack()).toThrow(/leave the app/)
  })

  it('a game started from the new-game screen replaces it: Back from the game leads to the menu', () => {
    const { h, nav } = fakeHistory()
    const go = nav.store.getState().go
    go('new-game')
    go('play')
    expect(h.entries.map(entryScreen)).toEqual(['start', 'play'])
    h.pressBack()
    expect(nav.store.getState().screen).toBe('start')
  })

  it("the app's own Menu buttons go back to the menu's entry, so Back there leaves instead of reopening a game", async () => {
    const { h, nav } = fakeHistory()
    const go = nav.store.getState().go
    go('play')
    go('start')
    expect(nav.store.getState().screen).toBe('start')
    await Promise.resolve() // the browser goes back a moment later
    expect(h.index()).toBe(0)
    expect(nav.store.getState().screen).toBe('start')
    go('decks')
    expect(h.entries.map(entryScreen)).toEqual(['start', 'decks'])
  })

  it('a screen left by Back does what it registered (the table leaves the game); its own buttons do not trigger it', async () => {
    const { h, nav } = fakeHistory()
    const leave = vi.fn()
    const off = nav.onBackFrom('play', leave)
    nav.store.getState().go('play')
    nav.store.getState().go('start') // the Menu button: the screen left the game itself
    await Promise.resolve()
    expect(leave).not.toHaveBeenCalled()
    h.pressForward()
    expect(nav.store.getState().screen).toBe('play')
    h.pressBack()
    expect(leave).toHaveBeenCalledTimes(1)
    off()
    h.pressForward()
    h.pressBack()
    expect(leave).toHaveBeenCalledTimes(1)
  })

  it('Back from a page (the deck builder) shows the screen it was opened on, not the menu', async () => {
    const { h, nav } = fakeHistory()
    const leave = vi.fn()
    nav.onBackFrom('decks', leave)
    const { go, openPage } = nav.store.getState()
    go('decks')
    openPage('edit:d1')
    expect(h.entries.map(entryPage)).toEqual([null, null, 'edit:d1'])
    h.pressBack()
    expect(nav.store.getState()).toMatchObject({ screen: 'decks', page: null })
    expect(leave).not.toHaveBeenCalled()
    h.pressForward()
    expect(nav.store.getState()).toMatchObject({ screen: 'decks', page: 'edit:d1' })
    // Another page replaces the page's entry; the screen's own Back button takes the entry away.
    openPage('browse')
    expect(h.entries.map(entryPage)).toEqual([null, null, 'browse'])
    nav.store.getState().closePage()
    expect(nav.store.getState().page).toBeNull()
    await Promise.resolve()
    expect(h.index()).toBe(1)
    expect(nav.store.getState()).toMatchObject({ screen: 'decks', page: null })
    h.pressBack()
    expect(nav.store.getState().screen).toBe('start')
    expect(leave).toHaveBeenCalledTimes(1)
  })

  it('the Menu button on a page goes back past the page to the menu', async () => {
    const { h, nav } = fakeHistory()
    const { go, openPage } = nav.store.getState()
    go('decks')
    openPage('browse')
    go('start')
    await Promise.resolve()
    expect(h.index()).toBe(0)
    expect(nav.store.getState()).toMatchObject({ screen: 'start', page: null })
  })

  it('Back closes a dialog (a deck view on the Decks home, the export over the builder) and keeps what is under it', async () => {
    const { h, nav } = fakeHistory()
    const leave = vi.fn()
    nav.onBackFrom('decks', leave)
    const s = () => nav.store.getState()
    s().go('decks')
    s().openDialog('view')
    expect(h.entries.map(entryDialog)).toEqual([null, null, 'view'])
    h.pressBack()
    expect(s()).toMatchObject({ screen: 'decks', page: null, dialog: null })
    expect(leave).not.toHaveBeenCalled()
    // Copy in the view opens the builder in the dialog's place: Back from it shows the Decks home
    s().openDialog('view')
    s().openPage('edit:d1')
    expect(s()).toMatchObject({ page: 'edit:d1', dialog: null })
    expect(h.entries.map(entryPage)).toEqual([null, null, 'edit:d1'])
    expect(h.entries.map(entryDialog)).toEqual([null, null, null])
    // the export over the builder: Back closes it, the builder stays; Back again shows the Decks home
    s().openDialog('export')
    expect(h.entries.map(entryDialog)).toEqual([null, null, null, 'export'])
    h.pressBack()
    expect(s()).toMatchObject({ screen: 'decks', page: 'edit:d1', dialog: null })
    h.pressForward()
    expect(s()).toMatchObject({ screen: 'decks', page: 'edit:d1', dialog: 'export' })
    // closed by its own button, the dialog takes its entry with it
    s().closeDialog()
    expect(s().dialog).toBeNull()
    await Promise.resolve()
    expect(h.index()).toBe(2)
    expect(s()).toMatchObject({ screen: 'decks', page: 'edit:d1', dialog: null })
    h.pressBack()
    expect(s()).toMatchObject({ screen: 'decks', page: null })
    expect(leave).not.toHaveBeenCalled()
  })

  it("a card's zoom over a dialog: Back closes the zoom only, the next Back the dialog", async () => {
    const { h, nav } = fakeHistory()
    const s = () => nav.store.getState()
    s().go('decks')
    s().openDialog('view')
    expect(s().openOverlay('zoom')).toBe(true)
    expect(h.entries.map(entryOverlay)).toEqual([null, null, null, 'zoom'])
    h.pressBack()
    expect(s()).toMatchObject({ screen: 'decks', dialog: 'view', overlay: null })
    // Forward does not bring back a zoom that is gone: the entry is stepped back off
    h.pressForward()
    await Promise.resolve()
    expect(h.index()).toBe(2)
    expect(s()).toMatchObject({ dialog: 'view', overlay: null })
    // closed by Escape or its button, the zoom takes its entry with it: the next Back closes the dialog
    s().openOverlay('zoom')
    s().closeOverlay()
    await Promise.resolve()
    expect(h.index()).toBe(2)
    expect(s()).toMatchObject({ dialog: 'view', overlay: null })
    h.pressBack()
    expect(s()).toMatchObject({ screen: 'decks', dialog: null })
    // the Menu button from under a zoom (the table's) goes back past it too
    s().openDialog('view')
    s().openOverlay('zoom')
    s().go('start')
    await Promise.resolve()
    expect(h.index()).toBe(0)
    // none on the start screen: Back there leaves the app
    expect(s().openOverlay('zoom')).toBe(false)
    expect(s().overlay).toBeNull()
  })

  it('the Menu button under a dialog on a page goes back past all of them to the menu', async () => {
    const { h, nav } = fakeHistory()
    const s = () => nav.store.getState()
    s().go('decks')
    s().openPage('edit:d1')
    s().openDialog('export')
    s().go('start')
    await Promise.resolve()
    expect(h.index()).toBe(0)
    expect(s()).toMatchObject({ screen: 'start', page: null, dialog: null })
  })

  it('opens on the menu whatever entry the page was loaded in; entries not its own stand for the menu', () => {
    const { h } = fakeHistory()
    expect(entryScreen(h.entries[0])).toBe('start')
    expect(createNav({ ...h, state: { coinflipScreen: 'play' } }).store.getState().screen).toBe('start')
    expect(entryScreen({ coinflipScreen: 'elsewhere' })).toBe('start')
    expect(entryScreen(null)).toBe('start')
  })
})
