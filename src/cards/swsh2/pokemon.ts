/**
 * Rebel Clash Pokémon swsh2-1 (Caterpie) … swsh2-153, one file per card under pokemon/, in number order.
 * Interpretations: docs/rulings/swsh2.md.
 */
import type { PokemonDef } from '../../engine'
import { SNOVER } from './pokemon/012-snover'

export const POKEMON: PokemonDef[] = [SNOVER]
