// Short-lived effects shown while engine events play: floating damage numbers per Pokémon, a banner line
// ("Charmander used Ember"), and the coin being flipped.
import { create } from 'zustand'

export interface Floater {
  id: number
  slot: string
  text: string
  /** A smaller line under it: how the damage came about ("Weakness ×2"), or what prevented it. */
  note?: string
  tone: 'damage' | 'heal' | 'ko'
}

export interface FxState {
  floaters: Floater[]
  banner: { id: number; text: string } | null
  coin: { id: number; heads: boolean; reason: string } | null
  addFloater(f: Omit<Floater, 'id'>, ms: number): void
  setBanner(text: string | null): void
  setCoin(c: { heads: boolean; reason: string } | null): void
  /** Take away what the step being played shows (it became stale: newer events arrived). */
  clearStep(): void
}

let n = 0
export const useFx = create<FxState>()((set) => ({
  floaters: [],
  banner: null,
  coin: null,
  addFloater(f, ms) {
    const id = ++n
    set((s) => ({ floaters: [...s.floaters, { ...f, id }] }))
    setTimeout(() => set((s) => ({ floaters: s.floaters.filter((x) => x.id !== id) })), Math.max(ms, 600))
  },
  setBanner(text) {
    const id = ++n
    set({ banner: text ? { id, text } : null })
    if (text) setTimeout(() => set((s) => (s.banner?.id === id ? { banner: null } : s)), 1600)
  },
  setCoin: (c) => set({ coin: c ? { ...c, id: ++n } : null }),
  clearStep: () => set({ banner: null, coin: null, floaters: [] }),
}))
