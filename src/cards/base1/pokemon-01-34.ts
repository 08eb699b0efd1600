/**
 * Base Set Pokémon base1-1 (Alakazam) … base1-34 (Machoke), one file per card under ./pokemon.
 * Interpretations: docs/rulings/base1-pokemon-01-34.md.
 */
import type { PokemonDef } from '../../engine'
import { ALAKAZAM } from './pokemon/001-alakazam'
import { BLASTOISE } from './pokemon/002-blastoise'
import { CHANSEY } from './pokemon/003-chansey'
import { CHARIZARD } from './pokemon/004-charizard'
import { CLEFAIRY } from './pokemon/005-clefairy'
import { GYARADOS } from './pokemon/006-gyarados'
import { HITMONCHAN } from './pokemon/007-hitmonchan'
import { MACHAMP } from './pokemon/008-machamp'
import { MAGNETON } from './pokemon/009-magneton'
import { MEWTWO } from './pokemon/010-mewtwo'
import { NIDOKING } from './pokemon/011-nidoking'
import { NINETALES } from './pokemon/012-ninetales'
import { POLIWRATH } from './pokemon/013-poliwrath'
import { RAICHU } from './pokemon/014-raichu'
import { VENUSAUR } from './pokemon/015-venusaur'
import { ZAPDOS } from './pokemon/016-zapdos'
import { BEEDRILL } from './pokemon/017-beedrill'
import { DRAGONAIR } from './pokemon/018-dragonair'
import { DUGTRIO } from './pokemon/019-dugtrio'
import { ELECTABUZZ } from './pokemon/020-electabuzz'
import { ELECTRODE } from './pokemon/021-electrode'
import { PIDGEOTTO } from './pokemon/022-pidgeotto'
import { ARCANINE } from './pokemon/023-arcanine'
import { CHARMELEON } from './pokemon/024-charmeleon'
import { DEWGONG } from './pokemon/025-dewgong'
import { DRATINI } from './pokemon/026-dratini'
import { FARFETCHD } from './pokemon/027-farfetchd'
import { GROWLITHE } from './pokemon/028-growlithe'
import { HAUNTER } from './pokemon/029-haunter'
import { IVYSAUR } from './pokemon/030-ivysaur'
import { JYNX } from './pokemon/031-jynx'
import { KADABRA } from './pokemon/032-kadabra'
import { KAKUNA } from './pokemon/033-kakuna'
import { MACHOKE } from './pokemon/034-machoke'

export const POKEMON_01_34: PokemonDef[] = [
  ALAKAZAM,
  BLASTOISE,
  CHANSEY,
  CHARIZARD,
  CLEFAIRY,
  GYARADOS,
  HITMONCHAN,
  MACHAMP,
  MAGNETON,
  MEWTWO,
  NIDOKING,
  NINETALES,
  POLIWRATH,
  RAICHU,
  VENUSAUR,
  ZAPDOS,
  BEEDRILL,
  DRAGONAIR,
  DUGTRIO,
  ELECTABUZZ,
  ELECTRODE,
  PIDGEOTTO,
  ARCANINE,
  CHARMELEON,
  DEWGONG,
  DRATINI,
  FARFETCHD,
  GROWLITHE,
  HAUNTER,
  IVYSAUR,
  JYNX,
  KADABRA,
  KAKUNA,
  MACHOKE,
]
