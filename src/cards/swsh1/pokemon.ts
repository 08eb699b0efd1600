/**
 * Sword & Shield Pokémon swsh1-1 (Celebi V) … swsh1-155, one file per card under pokemon/, in number order.
 * Interpretations: docs/rulings/swsh1.md.
 */
import type { PokemonDef } from '../../engine'
import { ROSELIA } from './pokemon/002-roselia'

export const POKEMON: PokemonDef[] = [ROSELIA]
