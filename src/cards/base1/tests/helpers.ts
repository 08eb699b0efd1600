/** Test helpers for the Base Set card tests: the shared harness on the app's cards (src/cards/testing.ts). */
import { cardHarness } from '../../testing'
export type { PokemonSpec } from '../../../engine/testing/scenario'
export { active, bench, top, pile, energyOf } from '../../../engine/testing/read'
export { menu } from '../../../engine/testing/menu'

/** Base Set Energy ids. */
export const E = {
  dce: 'base1-96',
  fighting: 'base1-97',
  fire: 'base1-98',
  grass: 'base1-99',
  lightning: 'base1-100',
  psychic: 'base1-101',
  water: 'base1-102',
} as const

/** Base Set Pokémon ids used in these tests. */
export const P = {
  alakazam: 'base1-1',
  blastoise: 'base1-2',
  chansey: 'base1-3',
  charizard: 'base1-4',
  clefairy: 'base1-5',
  gyarados: 'base1-6',
  hitmonchan: 'base1-7',
  machamp: 'base1-8',
  magneton: 'base1-9',
  mewtwo: 'base1-10',
  nidoking: 'base1-11',
  ninetales: 'base1-12',
  poliwrath: 'base1-13',
  raichu: 'base1-14',
  venusaur: 'base1-15',
  zapdos: 'base1-16',
  beedrill: 'base1-17',
  dragonair: 'base1-18',
  dugtrio: 'base1-19',
  electabuzz: 'base1-20',
  electrode: 'base1-21',
  pidgeotto: 'base1-22',
  arcanine: 'base1-23',
  charmeleon: 'base1-24',
  dewgong: 'base1-25',
  dratini: 'base1-26',
  farfetchd: 'base1-27',
  growlithe: 'base1-28',
  haunter: 'base1-29',
  ivysaur: 'base1-30',
  jynx: 'base1-31',
  kadabra: 'base1-32',
  kakuna: 'base1-33',
  machoke: 'base1-34',
  // Lower stages from base1-35 … 69, for evolved stacks.
  abra: 'base1-43',
  charmander: 'base1-46',
  machop: 'base1-52',
  magnemite: 'base1-53',
  pidgey: 'base1-57',
  voltorb: 'base1-67',
} as const

/** Scenario drivers on the real cards; decks and Prize piles get Base Set Fire Energy as filler. */
export const { engine, game } = cardHarness(E.fire)

export const both = ['classic1999', 'modern'] as const
