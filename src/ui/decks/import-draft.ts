/**
 * What the player has typed into the import dialog, kept while the app runs: the dialog can be closed any way (Close,
 * Escape, the browser's or the phone's Back) and opened again without losing a pasted list. Making the deck clears it.
 * Kept in memory only: a pasted list is the player's own text, not something to store for them.
 */
import { create } from 'zustand'
import type { RuleSetId } from '../../engine'
import type { DeckImport } from '../../decks'

export interface ImportDraft {
  text: string
  name: string
  rules: RuleSetId
  /** The list as read for `text` and `rules` ("Read the list"), or null until it is read again. */
  result: DeckImport | null
}

const EMPTY: ImportDraft = { text: '', name: 'Imported deck', rules: 'modern', result: null }

export const useImportDraft = create<ImportDraft & { edit(p: Partial<ImportDraft>): void; clear(): void }>()((set) => ({
  ...EMPTY,
  edit: (p) => set(p),
  clear: () => set(EMPTY),
}))
