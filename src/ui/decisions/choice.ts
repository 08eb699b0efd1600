// Options ticked so far for a pending decision that takes several picks (Bench at setup, cards to discard…).
import { create } from 'zustand'

export interface ChoiceState {
  decisionId: number | null
  picks: number[]
  toggle(decisionId: number, index: number, max: number, ordered?: boolean): void
  reset(): void
}

export const useChoice = create<ChoiceState>()((set) => ({
  decisionId: null,
  picks: [],
  toggle: (decisionId, index, max) =>
    set((s) => {
      const picks = s.decisionId === decisionId ? s.picks : []
      if (picks.includes(index)) return { decisionId, picks: picks.filter((p) => p !== index) }
      if (picks.length >= max) return { decisionId, picks: max === 1 ? [index] : picks }
      return { decisionId, picks: [...picks, index] }
    }),
  reset: () => set({ decisionId: null, picks: [] }),
}))
