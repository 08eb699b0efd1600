/** Scarlet & Violet basic Energy: the set description (src/cards/set.ts). Its cards load with `cards()`. */
import type { CardSet } from '../set'

export { SV_ENERGY } from './ids'

export const SVE_SET: CardSet = {
  id: 'sve',
  name: 'Scarlet & Violet Energies',
  code: 'SVE',
  era: 'Scarlet & Violet',
  released: 2023,
  rules: 'modern',
  abilityTerm: 'Ability',
  kind: 'energy',
  deckGroup: 'Scarlet & Violet Energies',
  decks: [],
  cards: () => import('./cards').then((m) => m.CARDS),
}
