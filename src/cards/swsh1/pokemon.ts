/**
 * Sword & Shield Pokémon swsh1-1 (Celebi V) … swsh1-155, one file per card under pokemon/, in number order.
 * Interpretations: docs/rulings/swsh1-*.md (one file per range).
 */
import type { PokemonDef } from '../../engine'
import { CELEBI_V } from './pokemon/001-celebi-v'
import { ROSELIA } from './pokemon/002-roselia'
import { ROSELIA_3 } from './pokemon/003-roselia'
import { ROSERADE } from './pokemon/004-roserade'
import { COTTONEE } from './pokemon/005-cottonee'
import { WHIMSICOTT } from './pokemon/006-whimsicott'
import { MARACTUS } from './pokemon/007-maractus'
import { DURANT } from './pokemon/008-durant'
import { DHELMISE_V } from './pokemon/009-dhelmise-v'
import { GROOKEY_10 } from './pokemon/010-grookey'
import { GROOKEY_11 } from './pokemon/011-grookey'
import { THWACKEY_12 } from './pokemon/012-thwackey'
import { THWACKEY_13 } from './pokemon/013-thwackey'
import { RILLABOOM_14 } from './pokemon/014-rillaboom'
import { RILLABOOM_15 } from './pokemon/015-rillaboom'
import { BLIPBUG_16 } from './pokemon/016-blipbug'
import { BLIPBUG_17 } from './pokemon/017-blipbug'
import { DOTTLER } from './pokemon/018-dottler'
import { ORBEETLE } from './pokemon/019-orbeetle'
import { GOSSIFLEUR } from './pokemon/020-gossifleur'
import { ELDEGOSS } from './pokemon/021-eldegoss'

export const POKEMON: PokemonDef[] = [
  CELEBI_V,
  ROSELIA,
  ROSELIA_3,
  ROSERADE,
  COTTONEE,
  WHIMSICOTT,
  MARACTUS,
  DURANT,
  DHELMISE_V,
  GROOKEY_10,
  GROOKEY_11,
  THWACKEY_12,
  THWACKEY_13,
  RILLABOOM_14,
  RILLABOOM_15,
  BLIPBUG_16,
  BLIPBUG_17,
  DOTTLER,
  ORBEETLE,
  GOSSIFLEUR,
  ELDEGOSS,
]
