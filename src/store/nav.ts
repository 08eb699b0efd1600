// Which screen is showing. Tiny on purpose: no router, no URL state (a reload starts at the start screen, which
// offers "Resume game" when a save exists).
import { create } from 'zustand'

export type Screen = 'start' | 'new-game' | 'play' | 'tutorial' | 'decks'

export interface NavState {
  screen: Screen
  go(screen: Screen): void
}

export const useNav = create<NavState>()((set) => ({
  screen: 'start',
  go: (screen) => set({ screen }),
}))
