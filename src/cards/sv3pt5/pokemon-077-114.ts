/** Scarlet & Violet—151 Pokémon sv3pt5-077 … 114, one file per card under pokemon/. */
import type { PokemonDef } from '../../engine'

export const POKEMON_077_114: PokemonDef[] = []
