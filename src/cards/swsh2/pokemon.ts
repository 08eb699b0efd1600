/**
 * Rebel Clash Pokémon swsh2-1 (Caterpie) … swsh2-153, one file per card under pokemon/, in number order.
 * Interpretations: docs/rulings/swsh2.md.
 */
import type { PokemonDef } from '../../engine'
import { CATERPIE } from './pokemon/001-caterpie'
import { METAPOD } from './pokemon/002-metapod'
import { BUTTERFREE } from './pokemon/003-butterfree'
import { SCYTHER } from './pokemon/004-scyther'
import { SHUCKLE } from './pokemon/005-shuckle'
import { HERACROSS } from './pokemon/006-heracross'
import { LOTAD } from './pokemon/007-lotad'
import { LOMBRE } from './pokemon/008-lombre'
import { LUDICOLO } from './pokemon/009-ludicolo'
import { SURSKIT } from './pokemon/010-surskit'
import { MASQUERAIN } from './pokemon/011-masquerain'
import { SNOVER } from './pokemon/012-snover'
import { ABOMASNOW } from './pokemon/013-abomasnow'

export const POKEMON: PokemonDef[] = [
  CATERPIE,
  METAPOD,
  BUTTERFREE,
  SCYTHER,
  SHUCKLE,
  HERACROSS,
  LOTAD,
  LOMBRE,
  LUDICOLO,
  SURSKIT,
  MASQUERAIN,
  SNOVER,
  ABOMASNOW,
]
