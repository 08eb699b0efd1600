/**
 * EX Sandstorm Pokémon ex2-1 … ex2-85 and the Pokémon-ex ex2-94 … ex2-100, one file per card under pokemon/, in
 * number order. Interpretations: docs/rulings/ex2-*.md.
 */
import type { PokemonDef } from '../../engine'
import { ARMALDO } from './pokemon/001-armaldo'
import { CACTURNE } from './pokemon/002-cacturne'
import { CRADILY } from './pokemon/003-cradily'
import { DUSCLOPS } from './pokemon/004-dusclops'
import { FLAREON } from './pokemon/005-flareon'
import { JOLTEON } from './pokemon/006-jolteon'
import { LUDICOLO } from './pokemon/007-ludicolo'
import { LUNATONE } from './pokemon/008-lunatone'
import { MAWILE } from './pokemon/009-mawile'
import { SABLEYE } from './pokemon/010-sableye'
import { SEVIPER } from './pokemon/011-seviper'
import { SHIFTRY_12 } from './pokemon/012-shiftry'
import { SOLROCK } from './pokemon/013-solrock'
import { ZANGOOSE } from './pokemon/014-zangoose'
import { ARCANINE } from './pokemon/015-arcanine'
import { ESPEON } from './pokemon/016-espeon'
import { GOLDUCK } from './pokemon/017-golduck'
import { KECLEON } from './pokemon/018-kecleon'
import { OMASTAR } from './pokemon/019-omastar'
import { PICHU } from './pokemon/020-pichu'
import { SANDSLASH } from './pokemon/021-sandslash'
import { SHIFTRY_22 } from './pokemon/022-shiftry'
import { STEELIX } from './pokemon/023-steelix'
import { UMBREON } from './pokemon/024-umbreon'
import { VAPOREON } from './pokemon/025-vaporeon'
import { WOBBUFFET } from './pokemon/026-wobbuffet'
import { ANORITH_27 } from './pokemon/027-anorith'
import { ANORITH_28 } from './pokemon/028-anorith'
import { ARBOK } from './pokemon/029-arbok'
import { AZUMARILL } from './pokemon/030-azumarill'
import { AZURILL } from './pokemon/031-azurill'
import { BALTOY } from './pokemon/032-baltoy'
import { BRELOOM } from './pokemon/033-breloom'
import { DELCATTY } from './pokemon/034-delcatty'
import { ELECTABUZZ } from './pokemon/035-electabuzz'
import { ELEKID } from './pokemon/036-elekid'
import { FEAROW } from './pokemon/037-fearow'
import { ILLUMISE } from './pokemon/038-illumise'
import { KABUTO } from './pokemon/039-kabuto'
import { KIRLIA } from './pokemon/040-kirlia'
import { LAIRON } from './pokemon/041-lairon'
import { LILEEP_42 } from './pokemon/042-lileep'
import { LILEEP_43 } from './pokemon/043-lileep'
import { LINOONE } from './pokemon/044-linoone'
import { LOMBRE_45 } from './pokemon/045-lombre'
import { LOMBRE_46 } from './pokemon/046-lombre'
import { MURKROW } from './pokemon/047-murkrow'
import { NUZLEAF_48 } from './pokemon/048-nuzleaf'
import { NUZLEAF_49 } from './pokemon/049-nuzleaf'
import { PELIPPER } from './pokemon/050-pelipper'
import { QUILAVA } from './pokemon/051-quilava'
import { VIGOROTH } from './pokemon/052-vigoroth'
import { VOLBEAT } from './pokemon/053-volbeat'
import { WYNAUT } from './pokemon/054-wynaut'
import { XATU } from './pokemon/055-xatu'
import { ARON } from './pokemon/056-aron'
import { CACNEA_57 } from './pokemon/057-cacnea'
import { CACNEA_58 } from './pokemon/058-cacnea'
import { CYNDAQUIL } from './pokemon/059-cyndaquil'
import { DUNSPARCE } from './pokemon/060-dunsparce'
import { DUSKULL_61 } from './pokemon/061-duskull'
import { DUSKULL_62 } from './pokemon/062-duskull'
import { EEVEE } from './pokemon/063-eevee'
import { EKANS } from './pokemon/064-ekans'
import { GROWLITHE } from './pokemon/065-growlithe'
import { LOTAD_66 } from './pokemon/066-lotad'
import { LOTAD_67 } from './pokemon/067-lotad'
import { MARILL } from './pokemon/068-marill'
import { NATU } from './pokemon/069-natu'
import { OMANYTE } from './pokemon/070-omanyte'
import { ONIX } from './pokemon/071-onix'
import { PIKACHU } from './pokemon/072-pikachu'
import { PSYDUCK } from './pokemon/073-psyduck'
import { RALTS } from './pokemon/074-ralts'
import { SANDSHREW } from './pokemon/075-sandshrew'
import { SEEDOT_76 } from './pokemon/076-seedot'
import { SEEDOT_77 } from './pokemon/077-seedot'
import { SHROOMISH } from './pokemon/078-shroomish'
import { SKITTY } from './pokemon/079-skitty'
import { SLAKOTH } from './pokemon/080-slakoth'
import { SPEAROW } from './pokemon/081-spearow'
import { TRAPINCH } from './pokemon/082-trapinch'
import { WAILMER } from './pokemon/083-wailmer'
import { WINGULL } from './pokemon/084-wingull'
import { ZIGZAGOON } from './pokemon/085-zigzagoon'
import { AERODACTYL_EX } from './pokemon/094-aerodactyl-ex'
import { AGGRON_EX } from './pokemon/095-aggron-ex'
import { GARDEVOIR_EX } from './pokemon/096-gardevoir-ex'
import { KABUTOPS_EX } from './pokemon/097-kabutops-ex'
import { RAICHU_EX } from './pokemon/098-raichu-ex'
import { TYPHLOSION_EX } from './pokemon/099-typhlosion-ex'
import { WAILORD_EX } from './pokemon/100-wailord-ex'

export const POKEMON: PokemonDef[] = [
  ARMALDO,
  CACTURNE,
  CRADILY,
  DUSCLOPS,
  FLAREON,
  JOLTEON,
  LUDICOLO,
  LUNATONE,
  MAWILE,
  SABLEYE,
  SEVIPER,
  SHIFTRY_12,
  SOLROCK,
  ZANGOOSE,
  ARCANINE,
  ESPEON,
  GOLDUCK,
  KECLEON,
  OMASTAR,
  PICHU,
  SANDSLASH,
  SHIFTRY_22,
  STEELIX,
  UMBREON,
  VAPOREON,
  WOBBUFFET,
  ANORITH_27,
  ANORITH_28,
  ARBOK,
  AZUMARILL,
  AZURILL,
  BALTOY,
  BRELOOM,
  DELCATTY,
  ELECTABUZZ,
  ELEKID,
  FEAROW,
  ILLUMISE,
  KABUTO,
  KIRLIA,
  LAIRON,
  LILEEP_42,
  LILEEP_43,
  LINOONE,
  LOMBRE_45,
  LOMBRE_46,
  MURKROW,
  NUZLEAF_48,
  NUZLEAF_49,
  PELIPPER,
  QUILAVA,
  VIGOROTH,
  VOLBEAT,
  WYNAUT,
  XATU,
  ARON,
  CACNEA_57,
  CACNEA_58,
  CYNDAQUIL,
  DUNSPARCE,
  DUSKULL_61,
  DUSKULL_62,
  EEVEE,
  EKANS,
  GROWLITHE,
  LOTAD_66,
  LOTAD_67,
  MARILL,
  NATU,
  OMANYTE,
  ONIX,
  PIKACHU,
  PSYDUCK,
  RALTS,
  SANDSHREW,
  SEEDOT_76,
  SEEDOT_77,
  SHROOMISH,
  SKITTY,
  SLAKOTH,
  SPEAROW,
  TRAPINCH,
  WAILMER,
  WINGULL,
  ZIGZAGOON,
  AERODACTYL_EX,
  AGGRON_EX,
  GARDEVOIR_EX,
  KABUTOPS_EX,
  RAICHU_EX,
  TYPHLOSION_EX,
  WAILORD_EX,
]
