/** Scarlet & Violet—151 Pokémon sv3pt5-115 … 151, one file per card under pokemon/. */
import type { PokemonDef } from '../../engine'

export const POKEMON_115_151: PokemonDef[] = []
