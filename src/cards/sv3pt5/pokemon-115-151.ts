/** Scarlet & Violet—151 Pokémon sv3pt5-115 … 151, one file per card under pokemon/. */
import type { PokemonDef } from '../../engine'
import { KANGASKHAN_EX } from './pokemon/115-kangaskhan-ex'
import { HORSEA } from './pokemon/116-horsea'
import { SEADRA } from './pokemon/117-seadra'
import { GOLDEEN } from './pokemon/118-goldeen'
import { SEAKING } from './pokemon/119-seaking'
import { STARYU } from './pokemon/120-staryu'
import { STARMIE } from './pokemon/121-starmie'
import { MR_MIME } from './pokemon/122-mr-mime'
import { SCYTHER } from './pokemon/123-scyther'
import { JYNX_EX } from './pokemon/124-jynx-ex'
import { ELECTABUZZ } from './pokemon/125-electabuzz'
import { MAGMAR } from './pokemon/126-magmar'
import { PINSIR } from './pokemon/127-pinsir'
import { TAUROS } from './pokemon/128-tauros'
import { MAGIKARP } from './pokemon/129-magikarp'
import { GYARADOS } from './pokemon/130-gyarados'
import { LAPRAS } from './pokemon/131-lapras'
import { DITTO } from './pokemon/132-ditto'
import { EEVEE } from './pokemon/133-eevee'
import { VAPOREON } from './pokemon/134-vaporeon'
import { JOLTEON } from './pokemon/135-jolteon'
import { FLAREON } from './pokemon/136-flareon'
import { PORYGON } from './pokemon/137-porygon'
import { OMANYTE } from './pokemon/138-omanyte'
import { OMASTAR } from './pokemon/139-omastar'
import { KABUTO } from './pokemon/140-kabuto'
import { KABUTOPS } from './pokemon/141-kabutops'
import { AERODACTYL } from './pokemon/142-aerodactyl'
import { SNORLAX } from './pokemon/143-snorlax'
import { ARTICUNO } from './pokemon/144-articuno'
import { ZAPDOS_EX } from './pokemon/145-zapdos-ex'
import { MOLTRES } from './pokemon/146-moltres'
import { DRATINI } from './pokemon/147-dratini'
import { DRAGONAIR } from './pokemon/148-dragonair'
import { DRAGONITE } from './pokemon/149-dragonite'
import { MEWTWO } from './pokemon/150-mewtwo'
import { MEW_EX } from './pokemon/151-mew-ex'

export const POKEMON_115_151: PokemonDef[] = [
  KANGASKHAN_EX,
  HORSEA,
  SEADRA,
  GOLDEEN,
  SEAKING,
  STARYU,
  STARMIE,
  MR_MIME,
  SCYTHER,
  JYNX_EX,
  ELECTABUZZ,
  MAGMAR,
  PINSIR,
  TAUROS,
  MAGIKARP,
  GYARADOS,
  LAPRAS,
  DITTO,
  EEVEE,
  VAPOREON,
  JOLTEON,
  FLAREON,
  PORYGON,
  OMANYTE,
  OMASTAR,
  KABUTO,
  KABUTOPS,
  AERODACTYL,
  SNORLAX,
  ARTICUNO,
  ZAPDOS_EX,
  MOLTRES,
  DRATINI,
  DRAGONAIR,
  DRAGONITE,
  MEWTWO,
  MEW_EX,
]
