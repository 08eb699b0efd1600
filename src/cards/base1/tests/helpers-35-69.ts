/** Test helpers for base1-35 … base1-69, on the app's card database: the same scenario helpers as 1…34. */
export type { PokemonSpec } from '../../../engine/testing/scenario'
export { E, engine, game, both, active, bench, top, pile, energyOf } from './helpers-01-34'
