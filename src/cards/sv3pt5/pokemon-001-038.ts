/** Scarlet & Violet—151 Pokémon sv3pt5-001 … 038, one file per card under pokemon/. */
import type { PokemonDef } from '../../engine'

export const POKEMON_001_038: PokemonDef[] = []
