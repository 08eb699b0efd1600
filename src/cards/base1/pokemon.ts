/**
 * Base Set Pokémon base1-1 (Alakazam) … base1-69 (Weedle), one file per card under ./pokemon, in number order.
 * Interpretations: docs/rulings/base1-pokemon-01-34.md and base1-pokemon-35-69.md.
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
import { MAGIKARP } from './pokemon/035-magikarp'
import { MAGMAR } from './pokemon/036-magmar'
import { NIDORINO } from './pokemon/037-nidorino'
import { POLIWHIRL } from './pokemon/038-poliwhirl'
import { PORYGON } from './pokemon/039-porygon'
import { RATICATE } from './pokemon/040-raticate'
import { SEEL } from './pokemon/041-seel'
import { WARTORTLE } from './pokemon/042-wartortle'
import { ABRA } from './pokemon/043-abra'
import { BULBASAUR } from './pokemon/044-bulbasaur'
import { CATERPIE } from './pokemon/045-caterpie'
import { CHARMANDER } from './pokemon/046-charmander'
import { DIGLETT } from './pokemon/047-diglett'
import { DODUO } from './pokemon/048-doduo'
import { DROWZEE } from './pokemon/049-drowzee'
import { GASTLY } from './pokemon/050-gastly'
import { KOFFING } from './pokemon/051-koffing'
import { MACHOP } from './pokemon/052-machop'
import { MAGNEMITE } from './pokemon/053-magnemite'
import { METAPOD } from './pokemon/054-metapod'
import { NIDORAN_M } from './pokemon/055-nidoran-m'
import { ONIX } from './pokemon/056-onix'
import { PIDGEY } from './pokemon/057-pidgey'
import { PIKACHU } from './pokemon/058-pikachu'
import { POLIWAG } from './pokemon/059-poliwag'
import { PONYTA } from './pokemon/060-ponyta'
import { RATTATA } from './pokemon/061-rattata'
import { SANDSHREW } from './pokemon/062-sandshrew'
import { SQUIRTLE } from './pokemon/063-squirtle'
import { STARMIE } from './pokemon/064-starmie'
import { STARYU } from './pokemon/065-staryu'
import { TANGELA } from './pokemon/066-tangela'
import { VOLTORB } from './pokemon/067-voltorb'
import { VULPIX } from './pokemon/068-vulpix'
import { WEEDLE } from './pokemon/069-weedle'

export const POKEMON: PokemonDef[] = [
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
  MAGIKARP,
  MAGMAR,
  NIDORINO,
  POLIWHIRL,
  PORYGON,
  RATICATE,
  SEEL,
  WARTORTLE,
  ABRA,
  BULBASAUR,
  CATERPIE,
  CHARMANDER,
  DIGLETT,
  DODUO,
  DROWZEE,
  GASTLY,
  KOFFING,
  MACHOP,
  MAGNEMITE,
  METAPOD,
  NIDORAN_M,
  ONIX,
  PIDGEY,
  PIKACHU,
  POLIWAG,
  PONYTA,
  RATTATA,
  SANDSHREW,
  SQUIRTLE,
  STARMIE,
  STARYU,
  TANGELA,
  VOLTORB,
  VULPIX,
  WEEDLE,
]
