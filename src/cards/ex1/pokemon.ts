/**
 * EX Ruby & Sapphire Pokémon ex1-1 … ex1-79 and the Pokémon-ex ex1-96 … ex1-103, one file per card under pokemon/,
 * in number order. Interpretations: docs/rulings/ex1-*.md.
 */
import type { PokemonDef } from '../../engine'
import { BLAZIKEN } from './pokemon/015-blaziken'
import { COMBUSKEN } from './pokemon/027-combusken'
import { DELCATTY } from './pokemon/029-delcatty'
import { HARIYAMA } from './pokemon/033-hariyama'
import { SWELLOW } from './pokemon/046-swellow'
import { MAKUHITA } from './pokemon/056-makuhita'
import { POOCHYENA } from './pokemon/063-poochyena'
import { SKITTY } from './pokemon/070-skitty'
import { TAILLOW } from './pokemon/072-taillow'
import { TORCHIC } from './pokemon/073-torchic'

export const POKEMON: PokemonDef[] = [
  BLAZIKEN,
  COMBUSKEN,
  DELCATTY,
  HARIYAMA,
  SWELLOW,
  MAKUHITA,
  POOCHYENA,
  SKITTY,
  TAILLOW,
  TORCHIC,
]
