/**
 * EX Ruby & Sapphire Pokémon ex1-1 … ex1-79 and the Pokémon-ex ex1-96 … ex1-103, one file per card under pokemon/,
 * in number order. Interpretations: docs/rulings/ex1-*.md.
 */
import type { PokemonDef } from '../../engine'

export const POKEMON: PokemonDef[] = []
