/**
 * Scarlet & Violet—151 Pokémon sv3pt5-1 (Bulbasaur) … sv3pt5-151 (Mew ex), one file per card under pokemon/, in
 * number order. Interpretations: docs/rulings/sv3pt5-*.md.
 */
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
import { JIGGLYPUFF } from './pokemon/039-jigglypuff'
import { WIGGLYTUFF_EX } from './pokemon/040-wigglytuff-ex'
import { ZUBAT } from './pokemon/041-zubat'
import { GOLBAT } from './pokemon/042-golbat'
import { ODDISH } from './pokemon/043-oddish'
import { GLOOM } from './pokemon/044-gloom'
import { VILEPLUME } from './pokemon/045-vileplume'
import { PARAS } from './pokemon/046-paras'
import { PARASECT } from './pokemon/047-parasect'
import { VENONAT } from './pokemon/048-venonat'
import { VENOMOTH } from './pokemon/049-venomoth'
import { DIGLETT } from './pokemon/050-diglett'
import { DUGTRIO } from './pokemon/051-dugtrio'
import { MEOWTH } from './pokemon/052-meowth'
import { PERSIAN } from './pokemon/053-persian'
import { PSYDUCK } from './pokemon/054-psyduck'
import { GOLDUCK } from './pokemon/055-golduck'
import { MANKEY } from './pokemon/056-mankey'
import { PRIMEAPE } from './pokemon/057-primeape'
import { GROWLITHE } from './pokemon/058-growlithe'
import { ARCANINE } from './pokemon/059-arcanine'
import { POLIWAG } from './pokemon/060-poliwag'
import { POLIWHIRL } from './pokemon/061-poliwhirl'
import { POLIWRATH } from './pokemon/062-poliwrath'
import { ABRA } from './pokemon/063-abra'
import { KADABRA } from './pokemon/064-kadabra'
import { ALAKAZAM_EX } from './pokemon/065-alakazam-ex'
import { MACHOP } from './pokemon/066-machop'
import { MACHOKE } from './pokemon/067-machoke'
import { MACHAMP } from './pokemon/068-machamp'
import { BELLSPROUT } from './pokemon/069-bellsprout'
import { WEEPINBELL } from './pokemon/070-weepinbell'
import { VICTREEBEL } from './pokemon/071-victreebel'
import { TENTACOOL } from './pokemon/072-tentacool'
import { TENTACRUEL } from './pokemon/073-tentacruel'
import { GEODUDE } from './pokemon/074-geodude'
import { GRAVELER } from './pokemon/075-graveler'
import { GOLEM_EX } from './pokemon/076-golem-ex'
import { PONYTA } from './pokemon/077-ponyta'
import { RAPIDASH } from './pokemon/078-rapidash'
import { SLOWPOKE } from './pokemon/079-slowpoke'
import { SLOWBRO } from './pokemon/080-slowbro'
import { MAGNEMITE } from './pokemon/081-magnemite'
import { MAGNETON } from './pokemon/082-magneton'
import { FARFETCHD } from './pokemon/083-farfetchd'
import { DODUO } from './pokemon/084-doduo'
import { DODRIO } from './pokemon/085-dodrio'
import { SEEL } from './pokemon/086-seel'
import { DEWGONG } from './pokemon/087-dewgong'
import { GRIMER } from './pokemon/088-grimer'
import { MUK } from './pokemon/089-muk'
import { SHELLDER } from './pokemon/090-shellder'
import { CLOYSTER } from './pokemon/091-cloyster'
import { GASTLY } from './pokemon/092-gastly'
import { HAUNTER } from './pokemon/093-haunter'
import { GENGAR } from './pokemon/094-gengar'
import { ONIX } from './pokemon/095-onix'
import { DROWZEE } from './pokemon/096-drowzee'
import { HYPNO } from './pokemon/097-hypno'
import { KRABBY } from './pokemon/098-krabby'
import { KINGLER } from './pokemon/099-kingler'
import { VOLTORB } from './pokemon/100-voltorb'
import { ELECTRODE } from './pokemon/101-electrode'
import { EXEGGCUTE } from './pokemon/102-exeggcute'
import { EXEGGUTOR } from './pokemon/103-exeggutor'
import { CUBONE } from './pokemon/104-cubone'
import { MAROWAK } from './pokemon/105-marowak'
import { HITMONLEE } from './pokemon/106-hitmonlee'
import { HITMONCHAN } from './pokemon/107-hitmonchan'
import { LICKITUNG } from './pokemon/108-lickitung'
import { KOFFING } from './pokemon/109-koffing'
import { WEEZING } from './pokemon/110-weezing'
import { RHYHORN } from './pokemon/111-rhyhorn'
import { RHYDON } from './pokemon/112-rhydon'
import { CHANSEY } from './pokemon/113-chansey'
import { TANGELA } from './pokemon/114-tangela'
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

export const POKEMON: PokemonDef[] = [
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
  JIGGLYPUFF,
  WIGGLYTUFF_EX,
  ZUBAT,
  GOLBAT,
  ODDISH,
  GLOOM,
  VILEPLUME,
  PARAS,
  PARASECT,
  VENONAT,
  VENOMOTH,
  DIGLETT,
  DUGTRIO,
  MEOWTH,
  PERSIAN,
  PSYDUCK,
  GOLDUCK,
  MANKEY,
  PRIMEAPE,
  GROWLITHE,
  ARCANINE,
  POLIWAG,
  POLIWHIRL,
  POLIWRATH,
  ABRA,
  KADABRA,
  ALAKAZAM_EX,
  MACHOP,
  MACHOKE,
  MACHAMP,
  BELLSPROUT,
  WEEPINBELL,
  VICTREEBEL,
  TENTACOOL,
  TENTACRUEL,
  GEODUDE,
  GRAVELER,
  GOLEM_EX,
  PONYTA,
  RAPIDASH,
  SLOWPOKE,
  SLOWBRO,
  MAGNEMITE,
  MAGNETON,
  FARFETCHD,
  DODUO,
  DODRIO,
  SEEL,
  DEWGONG,
  GRIMER,
  MUK,
  SHELLDER,
  CLOYSTER,
  GASTLY,
  HAUNTER,
  GENGAR,
  ONIX,
  DROWZEE,
  HYPNO,
  KRABBY,
  KINGLER,
  VOLTORB,
  ELECTRODE,
  EXEGGCUTE,
  EXEGGUTOR,
  CUBONE,
  MAROWAK,
  HITMONLEE,
  HITMONCHAN,
  LICKITUNG,
  KOFFING,
  WEEZING,
  RHYHORN,
  RHYDON,
  CHANSEY,
  TANGELA,
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
