/**
 * EX Sandstorm Pokémon ex2-1 … ex2-85 and the Pokémon-ex ex2-94 … ex2-100, one file per card under pokemon/, in
 * number order. Interpretations: docs/rulings/ex2-*.md.
 */
import type { PokemonDef } from '../../engine'
import { ARMALDO } from './pokemon/001-armaldo'
import { ANORITH_27 } from './pokemon/027-anorith'
import { AZURILL } from './pokemon/031-azurill'
import { MARILL } from './pokemon/068-marill'
import { SANDSHREW } from './pokemon/075-sandshrew'

export const POKEMON: PokemonDef[] = [ARMALDO, ANORITH_27, AZURILL, MARILL, SANDSHREW]
