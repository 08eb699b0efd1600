/**
 * Crown Zenith Pokémon swsh12pt5-1 (Oddish) … swsh12pt5-122 and swsh12pt5-160, one file per card under pokemon/,
 * in number order. Interpretations: docs/rulings/swsh12pt5-*.md.
 */
import type { PokemonDef } from '../../engine'
import { PIKACHU } from './pokemon/160-pikachu'

export const POKEMON: PokemonDef[] = [PIKACHU]
