/** Scarlet & Violet—151 Pokémon sv3pt5-039 … 076, one file per card under pokemon/. */
import type { PokemonDef } from '../../engine'

export const POKEMON_039_076: PokemonDef[] = []
