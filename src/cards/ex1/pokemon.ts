/**
 * EX Ruby & Sapphire Pokémon ex1-1 … ex1-79 and the Pokémon-ex ex1-96 … ex1-103, one file per card under pokemon/,
 * in number order. Interpretations: docs/rulings/ex1-*.md.
 */
import type { PokemonDef } from '../../engine'
import { AGGRON } from './pokemon/001-aggron'
import { GARDEVOIR } from './pokemon/007-gardevoir'
import { BLAZIKEN } from './pokemon/015-blaziken'
import { ARON_25 } from './pokemon/025-aron'
import { COMBUSKEN } from './pokemon/027-combusken'
import { DELCATTY } from './pokemon/029-delcatty'
import { HARIYAMA } from './pokemon/033-hariyama'
import { KIRLIA_34 } from './pokemon/034-kirlia'
import { KIRLIA_35 } from './pokemon/035-kirlia'
import { LAIRON_36 } from './pokemon/036-lairon'
import { LAIRON_37 } from './pokemon/037-lairon'
import { SWELLOW } from './pokemon/046-swellow'
import { ARON_49 } from './pokemon/049-aron'
import { ARON_50 } from './pokemon/050-aron'
import { MAKUHITA } from './pokemon/056-makuhita'
import { POOCHYENA } from './pokemon/063-poochyena'
import { RALTS_66 } from './pokemon/066-ralts'
import { RALTS_67 } from './pokemon/067-ralts'
import { RALTS_68 } from './pokemon/068-ralts'
import { SKITTY } from './pokemon/070-skitty'
import { TAILLOW } from './pokemon/072-taillow'
import { TORCHIC } from './pokemon/073-torchic'

export const POKEMON: PokemonDef[] = [
  AGGRON,
  GARDEVOIR,
  BLAZIKEN,
  ARON_25,
  COMBUSKEN,
  DELCATTY,
  HARIYAMA,
  KIRLIA_34,
  KIRLIA_35,
  LAIRON_36,
  LAIRON_37,
  SWELLOW,
  ARON_49,
  ARON_50,
  MAKUHITA,
  POOCHYENA,
  RALTS_66,
  RALTS_67,
  RALTS_68,
  SKITTY,
  TAILLOW,
  TORCHIC,
]
