// UI-only state of the table: which card is picked up (by a click/Enter or a drag), which Pokémon menu is open,
// which attack is waiting for its Defending Pokémon (2-on-2 Battle).
import { create } from 'zustand'
import type { MainAction } from '../../engine'

/** An attack of a 2-on-2 Battle chosen in the action bar, waiting for the player to choose which Pokémon it attacks. */
export interface Aim {
  /** The attack, named as the bar names it ("Pikachu: Attack: Thunder Jolt"). */
  label: string
  /** One option per Defending Pokémon it can attack (`target` absent: the first spot, 1: the second). */
  options: { action: Extract<MainAction, { type: 'attack' }>; defender: string; uid: number | null }[]
}

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
  aim: Aim | null
  /** Picking a card up (or putting it back) drops an attack waiting for its target, and the other way round. */
  pick(p: Picked | null, dragging?: boolean): void
  setAim(a: Aim | null): void
  openMenu(m: { uid: number; def: string } | null): void
  setHint(h: string | null): void
}

export const useSelection = create<SelectionState>()((set) => ({
  picked: null,
  dragging: false,
  menu: null,
  hint: null,
  aim: null,
  pick: (picked, dragging = false) => set({ picked, dragging, hint: null, aim: null }),
  setAim: (aim) => set({ aim, picked: null, dragging: false, hint: null }),
  openMenu: (menu) => set({ menu }),
  setHint: (hint) => set({ hint }),
}))
