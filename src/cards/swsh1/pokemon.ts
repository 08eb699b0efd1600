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
import { VULPIX } from './pokemon/022-vulpix'
import { NINETALES } from './pokemon/023-ninetales'
import { TORKOAL_V } from './pokemon/024-torkoal-v'
import { VICTINI_V } from './pokemon/025-victini-v'
import { HEATMOR } from './pokemon/026-heatmor'
import { SALANDIT } from './pokemon/027-salandit'
import { SALAZZLE } from './pokemon/028-salazzle'
import { TURTONATOR } from './pokemon/029-turtonator'
import { SCORBUNNY_30 } from './pokemon/030-scorbunny'
import { SCORBUNNY_31 } from './pokemon/031-scorbunny'
import { RABOOT_32 } from './pokemon/032-raboot'
import { RABOOT_33 } from './pokemon/033-raboot'
import { CINDERACE_34 } from './pokemon/034-cinderace'
import { CINDERACE_35 } from './pokemon/035-cinderace'
import { CINDERACE_36 } from './pokemon/036-cinderace'
import { SIZZLIPEDE_37 } from './pokemon/037-sizzlipede'
import { SIZZLIPEDE_38 } from './pokemon/038-sizzlipede'
import { CENTISKORCH } from './pokemon/039-centiskorch'
import { SHELLDER } from './pokemon/040-shellder'
import { CLOYSTER } from './pokemon/041-cloyster'
import { KRABBY_42 } from './pokemon/042-krabby'
import { KRABBY_43 } from './pokemon/043-krabby'
import { KINGLER } from './pokemon/044-kingler'
import { GOLDEEN_45 } from './pokemon/045-goldeen'
import { GOLDEEN_46 } from './pokemon/046-goldeen'
import { SEAKING } from './pokemon/047-seaking'
import { LAPRAS } from './pokemon/048-lapras'
import { LAPRAS_V } from './pokemon/049-lapras-v'
import { LAPRAS_VMAX } from './pokemon/050-lapras-vmax'
import { QWILFISH } from './pokemon/051-qwilfish'
import { MANTINE } from './pokemon/052-mantine'
import { KELDEO_V } from './pokemon/053-keldeo-v'
import { SOBBLE_54 } from './pokemon/054-sobble'
import { SOBBLE_55 } from './pokemon/055-sobble'
import { DRIZZILE_56 } from './pokemon/056-drizzile'
import { DRIZZILE_57 } from './pokemon/057-drizzile'
import { INTELEON_58 } from './pokemon/058-inteleon'
import { INTELEON_59 } from './pokemon/059-inteleon'
import { CHEWTLE } from './pokemon/060-chewtle'
import { DREDNAW } from './pokemon/061-drednaw'
import { CRAMORANT } from './pokemon/062-cramorant'
import { SNOM } from './pokemon/063-snom'
import { FROSMOTH } from './pokemon/064-frosmoth'
import { PIKACHU } from './pokemon/065-pikachu'
import { RAICHU } from './pokemon/066-raichu'
import { CHINCHOU_67 } from './pokemon/067-chinchou'
import { CHINCHOU_68 } from './pokemon/068-chinchou'
import { LANTURN } from './pokemon/069-lanturn'
import { JOLTIK } from './pokemon/070-joltik'
import { GALVANTULA } from './pokemon/071-galvantula'
import { TAPU_KOKO_V } from './pokemon/072-tapu-koko-v'
import { YAMPER_73 } from './pokemon/073-yamper'
import { YAMPER_74 } from './pokemon/074-yamper'
import { BOLTUND_75 } from './pokemon/075-boltund'
import { BOLTUND_76 } from './pokemon/076-boltund'
import { PINCURCHIN } from './pokemon/077-pincurchin'
import { MORPEKO } from './pokemon/078-morpeko'
import { MORPEKO_V } from './pokemon/079-morpeko-v'
import { MORPEKO_VMAX } from './pokemon/080-morpeko-vmax'
import { GALARIAN_PONYTA } from './pokemon/081-galarian-ponyta'
import { GALARIAN_RAPIDASH } from './pokemon/082-galarian-rapidash'
import { GASTLY } from './pokemon/083-gastly'
import { HAUNTER } from './pokemon/084-haunter'
import { GENGAR } from './pokemon/085-gengar'
import { WOBBUFFET_V } from './pokemon/086-wobbuffet-v'
import { MUNNA } from './pokemon/087-munna'
import { MUSHARNA } from './pokemon/088-musharna'
import { SINISTEA } from './pokemon/089-sinistea'
import { POLTEAGEIST } from './pokemon/090-polteageist'
import { INDEEDEE_V } from './pokemon/091-indeedee-v'
import { DIGLETT } from './pokemon/092-diglett'
import { DUGTRIO } from './pokemon/093-dugtrio'
import { HITMONLEE } from './pokemon/094-hitmonlee'
import { HITMONCHAN } from './pokemon/095-hitmonchan'
import { RHYHORN_96 } from './pokemon/096-rhyhorn'
import { RHYHORN_97 } from './pokemon/097-rhyhorn'
import { RHYDON } from './pokemon/098-rhydon'
import { RHYPERIOR } from './pokemon/099-rhyperior'
import { SUDOWOODO } from './pokemon/100-sudowoodo'
import { BALTOY_101 } from './pokemon/101-baltoy'
import { BALTOY_102 } from './pokemon/102-baltoy'
import { CLAYDOL } from './pokemon/103-claydol'
import { REGIROCK_V } from './pokemon/104-regirock-v'
import { MUDBRAY } from './pokemon/105-mudbray'
import { MUDSDALE } from './pokemon/106-mudsdale'
import { SILICOBRA_107 } from './pokemon/107-silicobra'
import { SILICOBRA_108 } from './pokemon/108-silicobra'
import { SANDACONDA_109 } from './pokemon/109-sandaconda'
import { SANDACONDA_110 } from './pokemon/110-sandaconda'
import { CLOBBOPUS_111 } from './pokemon/111-clobbopus'
import { CLOBBOPUS_112 } from './pokemon/112-clobbopus'
import { GRAPPLOCT } from './pokemon/113-grapploct'
import { STONJOURNER } from './pokemon/114-stonjourner'
import { STONJOURNER_V } from './pokemon/115-stonjourner-v'
import { STONJOURNER_VMAX } from './pokemon/116-stonjourner-vmax'
import { GALARIAN_ZIGZAGOON } from './pokemon/117-galarian-zigzagoon'
import { GALARIAN_LINOONE } from './pokemon/118-galarian-linoone'
import { GALARIAN_OBSTAGOON } from './pokemon/119-galarian-obstagoon'
import { SABLEYE_V } from './pokemon/120-sableye-v'
import { SKORUPI } from './pokemon/121-skorupi'
import { DRAPION } from './pokemon/122-drapion'
import { CROAGUNK } from './pokemon/123-croagunk'
import { TOXICROAK } from './pokemon/124-toxicroak'
import { NICKIT } from './pokemon/125-nickit'
import { THIEVUL } from './pokemon/126-thievul'
import { GALARIAN_MEOWTH } from './pokemon/127-galarian-meowth'
import { GALARIAN_PERRSERKER } from './pokemon/128-galarian-perrserker'
import { MAWILE } from './pokemon/129-mawile'
import { FERROSEED } from './pokemon/130-ferroseed'
import { FERROTHORN } from './pokemon/131-ferrothorn'
import { GALARIAN_STUNFISK } from './pokemon/132-galarian-stunfisk'
import { PAWNIARD } from './pokemon/133-pawniard'
import { BISHARP } from './pokemon/134-bisharp'
import { CORVIKNIGHT } from './pokemon/135-corviknight'
import { CUFANT } from './pokemon/136-cufant'
import { COPPERAJAH } from './pokemon/137-copperajah'
import { ZACIAN_V } from './pokemon/138-zacian-v'
import { ZAMAZENTA_V } from './pokemon/139-zamazenta-v'
import { SNORLAX } from './pokemon/140-snorlax'
import { SNORLAX_V } from './pokemon/141-snorlax-v'
import { SNORLAX_VMAX } from './pokemon/142-snorlax-vmax'
import { HOOTHOOT } from './pokemon/143-hoothoot'
import { NOCTOWL } from './pokemon/144-noctowl'
import { MINCCINO_145 } from './pokemon/145-minccino'
import { MINCCINO_146 } from './pokemon/146-minccino'
import { CINCCINO } from './pokemon/147-cinccino'
import { ORANGURU } from './pokemon/148-oranguru'
import { DRAMPA } from './pokemon/149-drampa'
import { ROOKIDEE } from './pokemon/150-rookidee'
import { CORVISQUIRE } from './pokemon/151-corvisquire'
import { WOOLOO_152 } from './pokemon/152-wooloo'
import { WOOLOO_153 } from './pokemon/153-wooloo'
import { DUBWOOL } from './pokemon/154-dubwool'
import { CRAMORANT_V } from './pokemon/155-cramorant-v'

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
  VULPIX,
  NINETALES,
  TORKOAL_V,
  VICTINI_V,
  HEATMOR,
  SALANDIT,
  SALAZZLE,
  TURTONATOR,
  SCORBUNNY_30,
  SCORBUNNY_31,
  RABOOT_32,
  RABOOT_33,
  CINDERACE_34,
  CINDERACE_35,
  CINDERACE_36,
  SIZZLIPEDE_37,
  SIZZLIPEDE_38,
  CENTISKORCH,
  SHELLDER,
  CLOYSTER,
  KRABBY_42,
  KRABBY_43,
  KINGLER,
  GOLDEEN_45,
  GOLDEEN_46,
  SEAKING,
  LAPRAS,
  LAPRAS_V,
  LAPRAS_VMAX,
  QWILFISH,
  MANTINE,
  KELDEO_V,
  SOBBLE_54,
  SOBBLE_55,
  DRIZZILE_56,
  DRIZZILE_57,
  INTELEON_58,
  INTELEON_59,
  CHEWTLE,
  DREDNAW,
  CRAMORANT,
  SNOM,
  FROSMOTH,
  PIKACHU,
  RAICHU,
  CHINCHOU_67,
  CHINCHOU_68,
  LANTURN,
  JOLTIK,
  GALVANTULA,
  TAPU_KOKO_V,
  YAMPER_73,
  YAMPER_74,
  BOLTUND_75,
  BOLTUND_76,
  PINCURCHIN,
  MORPEKO,
  MORPEKO_V,
  MORPEKO_VMAX,
  GALARIAN_PONYTA,
  GALARIAN_RAPIDASH,
  GASTLY,
  HAUNTER,
  GENGAR,
  WOBBUFFET_V,
  MUNNA,
  MUSHARNA,
  SINISTEA,
  POLTEAGEIST,
  INDEEDEE_V,
  DIGLETT,
  DUGTRIO,
  HITMONLEE,
  HITMONCHAN,
  RHYHORN_96,
  RHYHORN_97,
  RHYDON,
  RHYPERIOR,
  SUDOWOODO,
  BALTOY_101,
  BALTOY_102,
  CLAYDOL,
  REGIROCK_V,
  MUDBRAY,
  MUDSDALE,
  SILICOBRA_107,
  SILICOBRA_108,
  SANDACONDA_109,
  SANDACONDA_110,
  CLOBBOPUS_111,
  CLOBBOPUS_112,
  GRAPPLOCT,
  STONJOURNER,
  STONJOURNER_V,
  STONJOURNER_VMAX,
  GALARIAN_ZIGZAGOON,
  GALARIAN_LINOONE,
  GALARIAN_OBSTAGOON,
  SABLEYE_V,
  SKORUPI,
  DRAPION,
  CROAGUNK,
  TOXICROAK,
  NICKIT,
  THIEVUL,
  GALARIAN_MEOWTH,
  GALARIAN_PERRSERKER,
  MAWILE,
  FERROSEED,
  FERROTHORN,
  GALARIAN_STUNFISK,
  PAWNIARD,
  BISHARP,
  CORVIKNIGHT,
  CUFANT,
  COPPERAJAH,
  ZACIAN_V,
  ZAMAZENTA_V,
  SNORLAX,
  SNORLAX_V,
  SNORLAX_VMAX,
  HOOTHOOT,
  NOCTOWL,
  MINCCINO_145,
  MINCCINO_146,
  CINCCINO,
  ORANGURU,
  DRAMPA,
  ROOKIDEE,
  CORVISQUIRE,
  WOOLOO_152,
  WOOLOO_153,
  DUBWOOL,
  CRAMORANT_V,
]
