/**
 * EX Sandstorm Pokémon ex2-1 … ex2-85 and the Pokémon-ex ex2-94 … ex2-100, one file per card under pokemon/, in
 * number order. Interpretations: docs/rulings/ex2-*.md.
 */
import type { PokemonDef } from '../../engine'
import { SANDSHREW } from './pokemon/075-sandshrew'

export const POKEMON: PokemonDef[] = [SANDSHREW]
