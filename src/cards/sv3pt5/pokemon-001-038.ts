/** Scarlet & Violet—151 Pokémon sv3pt5-1 … sv3pt5-38 (Bulbasaur … Ninetales ex), in number order. */
import type { PokemonDef } from '../../engine'
import { BULBASAUR } from './pokemon/001-bulbasaur'
import { IVYSAUR } from './pokemon/002-ivysaur'
import { VENUSAUR_EX } from './pokemon/003-venusaur-ex'
import { CHARMANDER } from './pokemon/004-charmander'
import { CHARMELEON } from './pokemon/005-charmeleon'
import { CHARIZARD_EX } from './pokemon/006-charizard-ex'
import { SQUIRTLE } from './pokemon/007-squirtle'
import { WARTORTLE } from './pokemon/008-wartortle'
import { BLASTOISE_EX } from './pokemon/009-blastoise-ex'
import { CATERPIE } from './pokemon/010-caterpie'
import { METAPOD } from './pokemon/011-metapod'
import { BUTTERFREE } from './pokemon/012-butterfree'
import { WEEDLE } from './pokemon/013-weedle'
import { KAKUNA } from './pokemon/014-kakuna'
import { BEEDRILL } from './pokemon/015-beedrill'
import { PIDGEY } from './pokemon/016-pidgey'
import { PIDGEOTTO } from './pokemon/017-pidgeotto'
import { PIDGEOT } from './pokemon/018-pidgeot'
import { RATTATA } from './pokemon/019-rattata'
import { RATICATE } from './pokemon/020-raticate'
import { SPEAROW } from './pokemon/021-spearow'
import { FEAROW } from './pokemon/022-fearow'
import { EKANS } from './pokemon/023-ekans'
import { ARBOK_EX } from './pokemon/024-arbok-ex'
import { PIKACHU } from './pokemon/025-pikachu'
import { RAICHU } from './pokemon/026-raichu'
import { SANDSHREW } from './pokemon/027-sandshrew'
import { SANDSLASH } from './pokemon/028-sandslash'
import { NIDORAN_F } from './pokemon/029-nidoran-f'
import { NIDORINA } from './pokemon/030-nidorina'
import { NIDOQUEEN } from './pokemon/031-nidoqueen'
import { NIDORAN_M } from './pokemon/032-nidoran-m'
import { NIDORINO } from './pokemon/033-nidorino'
import { NIDOKING } from './pokemon/034-nidoking'
import { CLEFAIRY } from './pokemon/035-clefairy'
import { CLEFABLE } from './pokemon/036-clefable'
import { VULPIX } from './pokemon/037-vulpix'
import { NINETALES_EX } from './pokemon/038-ninetales-ex'

export const POKEMON_001_038: PokemonDef[] = [
  BULBASAUR,
  IVYSAUR,
  VENUSAUR_EX,
  CHARMANDER,
  CHARMELEON,
  CHARIZARD_EX,
  SQUIRTLE,
  WARTORTLE,
  BLASTOISE_EX,
  CATERPIE,
  METAPOD,
  BUTTERFREE,
  WEEDLE,
  KAKUNA,
  BEEDRILL,
  PIDGEY,
  PIDGEOTTO,
  PIDGEOT,
  RATTATA,
  RATICATE,
  SPEAROW,
  FEAROW,
  EKANS,
  ARBOK_EX,
  PIKACHU,
  RAICHU,
  SANDSHREW,
  SANDSLASH,
  NIDORAN_F,
  NIDORINA,
  NIDOQUEEN,
  NIDORAN_M,
  NIDORINO,
  NIDOKING,
  CLEFAIRY,
  CLEFABLE,
  VULPIX,
  NINETALES_EX,
]
