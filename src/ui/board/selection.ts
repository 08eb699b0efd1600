// UI-only state of the table: which card is picked up (by a click/Enter or a drag), which Pokémon menu is open.
import { create } from 'zustand'

export interface Picked {
  uid: number
  /** The Active Pokémon picked up to retreat (otherwise a card in hand). */
  active: boolean
}

export interface SelectionState {
  picked: Picked | null
  dragging: boolean
  /** uid of the Pokémon (top card) whose menu is open, or a card in hand being zoomed. */
  menu: { uid: number; def: string } | null
  /** A message of our own (the store's `error` has priority). */
  hint: string | null
  pick(p: Picked | null, dragging?: boolean): void
  openMenu(m: { uid: number; def: string } | null): void
  setHint(h: string | null): void
}

export const useSelection = create<SelectionState>()((set) => ({
  picked: null,
  dragging: false,
  menu: null,
  hint: null,
  pick: (picked, dragging = false) => set({ picked, dragging, hint: null }),
  openMenu: (menu) => set({ menu }),
  setHint: (hint) => set({ hint }),
}))
