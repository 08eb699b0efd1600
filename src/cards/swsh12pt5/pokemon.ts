/**
 * Crown Zenith Pokémon swsh12pt5-1 (Oddish) … swsh12pt5-122 and swsh12pt5-160, one file per card under pokemon/,
 * in number order. Interpretations: docs/rulings/swsh12pt5-*.md.
 */
import type { PokemonDef } from '../../engine'
import { ODDISH } from './pokemon/001-oddish'
import { GLOOM } from './pokemon/002-gloom'
import { BELLOSSOM } from './pokemon/003-bellossom'
import { TANGELA } from './pokemon/004-tangela'
import { TANGROWTH } from './pokemon/005-tangrowth'
import { SCYTHER } from './pokemon/006-scyther'
import { SUNKERN } from './pokemon/007-sunkern'
import { YANMA } from './pokemon/008-yanma'
import { YANMEGA } from './pokemon/009-yanmega'
import { KRICKETOT } from './pokemon/010-kricketot'
import { CHERUBI } from './pokemon/011-cherubi'
import { CARNIVINE } from './pokemon/012-carnivine'
import { LEAFEON_V } from './pokemon/013-leafeon-v'
import { LEAFEON_VSTAR } from './pokemon/014-leafeon-vstar'
import { GRUBBIN } from './pokemon/015-grubbin'
import { ZARUDE } from './pokemon/016-zarude'
import { CALYREX } from './pokemon/017-calyrex'
import { CHARIZARD_V } from './pokemon/018-charizard-v'
import { CHARIZARD_VSTAR } from './pokemon/019-charizard-vstar'
import { RADIANT_CHARIZARD } from './pokemon/020-radiant-charizard'
import { ENTEI } from './pokemon/021-entei'
import { SIMISEAR_V } from './pokemon/022-simisear-v'
import { SIMISEAR_VSTAR } from './pokemon/023-simisear-vstar'
import { LARVESTA } from './pokemon/024-larvesta'
import { VOLCARONA } from './pokemon/025-volcarona'
import { VOLCANION } from './pokemon/026-volcanion'
import { SALANDIT } from './pokemon/027-salandit'
import { SALAZZLE } from './pokemon/028-salazzle'
import { SEEL } from './pokemon/029-seel'
import { GALARIAN_MR_MIME } from './pokemon/030-galarian-mr-mime'
import { WAILMER } from './pokemon/031-wailmer'
import { WAILORD } from './pokemon/032-wailord'
import { CORPHISH } from './pokemon/033-corphish'
import { SNORUNT } from './pokemon/034-snorunt'
import { LUVDISC } from './pokemon/035-luvdisc'
import { KYOGRE } from './pokemon/036-kyogre'
import { KYOGRE_V } from './pokemon/037-kyogre-v'
import { GLACEON_V } from './pokemon/038-glaceon-v'
import { SHINX } from './pokemon/039-shinx'
import { SHINX_40 } from './pokemon/040-shinx'
import { LUXIO } from './pokemon/041-luxio'
import { LUXIO_42 } from './pokemon/042-luxio'
import { LUXRAY } from './pokemon/043-luxray'
import { LUXRAY_44 } from './pokemon/044-luxray'
import { ROTOM_V } from './pokemon/045-rotom-v'
import { ROTOM_VSTAR } from './pokemon/046-rotom-vstar'
import { EMOLGA } from './pokemon/047-emolga'
import { EELEKTRIK } from './pokemon/048-eelektrik'
import { HELIOPTILE } from './pokemon/049-helioptile'
import { HELIOLISK } from './pokemon/050-heliolisk'
import { RADIANT_CHARJABUG } from './pokemon/051-radiant-charjabug'
import { ZERAORA } from './pokemon/052-zeraora'
import { ZERAORA_V } from './pokemon/053-zeraora-v'
import { ZERAORA_VMAX } from './pokemon/054-zeraora-vmax'
import { ZERAORA_VSTAR } from './pokemon/055-zeraora-vstar'
import { PINCURCHIN } from './pokemon/056-pincurchin'
import { EXEGGCUTE } from './pokemon/057-exeggcute'
import { EXEGGUTOR } from './pokemon/058-exeggutor'
import { MEWTWO } from './pokemon/059-mewtwo'
import { MEW_V } from './pokemon/060-mew-v'
import { GIRAFARIG } from './pokemon/061-girafarig'
import { LUNATONE } from './pokemon/062-lunatone'
import { DUSCLOPS } from './pokemon/063-dusclops'
import { TAPU_LELE } from './pokemon/064-tapu-lele'
import { HATTERENE_V } from './pokemon/065-hatterene-v'
import { HATTERENE_VMAX } from './pokemon/066-hatterene-vmax'
import { ENAMORUS } from './pokemon/067-enamorus'
import { GRAVELER } from './pokemon/068-graveler'
import { SOLROCK } from './pokemon/069-solrock'
import { BALTOY } from './pokemon/070-baltoy'
import { RIOLU } from './pokemon/071-riolu'
import { PANCHAM } from './pokemon/072-pancham'
import { ROCKRUFF } from './pokemon/073-rockruff'
import { LYCANROC } from './pokemon/074-lycanroc'
import { KOFFING } from './pokemon/075-koffing'
import { ABSOL } from './pokemon/076-absol'
import { PURRLOIN } from './pokemon/077-purrloin'
import { LIEPARD } from './pokemon/078-liepard'
import { KROKOROK } from './pokemon/079-krokorok'
import { PANGORO } from './pokemon/080-pangoro'
import { SKRELP } from './pokemon/081-skrelp'
import { DRAGALGE } from './pokemon/082-dragalge'
import { HOOPA } from './pokemon/083-hoopa'
import { GALARIAN_MEOWTH } from './pokemon/084-galarian-meowth'
import { GALARIAN_PERRSERKER } from './pokemon/085-galarian-perrserker'
import { SCIZOR } from './pokemon/086-scizor'
import { ARON } from './pokemon/087-aron'
import { LAIRON } from './pokemon/088-lairon'
import { AGGRON } from './pokemon/089-aggron'
import { METANG } from './pokemon/090-metang'
import { PAWNIARD } from './pokemon/091-pawniard'
import { PAWNIARD_92 } from './pokemon/092-pawniard'
import { BISHARP } from './pokemon/093-bisharp'
import { ZACIAN } from './pokemon/094-zacian'
import { ZACIAN_V } from './pokemon/095-zacian-v'
import { ZACIAN_VSTAR } from './pokemon/096-zacian-vstar'
import { ZAMAZENTA } from './pokemon/097-zamazenta'
import { ZAMAZENTA_V } from './pokemon/098-zamazenta-v'
import { ZAMAZENTA_VSTAR } from './pokemon/099-zamazenta-vstar'
import { RAYQUAZA_V } from './pokemon/100-rayquaza-v'
import { RAYQUAZA_VMAX } from './pokemon/101-rayquaza-vmax'
import { DURALUDON_V } from './pokemon/103-duraludon-v'
import { DURALUDON_VMAX } from './pokemon/104-duraludon-vmax'
import { RADIANT_ETERNATUS } from './pokemon/105-radiant-eternatus'
import { TAUROS } from './pokemon/106-tauros'
import { DITTO } from './pokemon/107-ditto'
import { EEVEE_V } from './pokemon/108-eevee-v'
import { SNORLAX } from './pokemon/109-snorlax'
import { STARLY } from './pokemon/110-starly'
import { BIDOOF } from './pokemon/111-bidoof'
import { CHATOT } from './pokemon/112-chatot'
import { REGIGIGAS_V } from './pokemon/113-regigigas-v'
import { REGIGIGAS_VSTAR } from './pokemon/114-regigigas-vstar'
import { SHAYMIN } from './pokemon/115-shaymin'
import { STOUTLAND_V } from './pokemon/116-stoutland-v'
import { YUNGOOS } from './pokemon/117-yungoos'
import { GUMSHOOS } from './pokemon/118-gumshoos'
import { ORANGURU } from './pokemon/119-oranguru'
import { GREEDENT_V } from './pokemon/120-greedent-v'
import { WOOLOO } from './pokemon/121-wooloo'
import { DUBWOOL } from './pokemon/122-dubwool'
import { PIKACHU } from './pokemon/160-pikachu'

export const POKEMON: PokemonDef[] = [
  ODDISH,
  GLOOM,
  BELLOSSOM,
  TANGELA,
  TANGROWTH,
  SCYTHER,
  SUNKERN,
  YANMA,
  YANMEGA,
  KRICKETOT,
  CHERUBI,
  CARNIVINE,
  LEAFEON_V,
  LEAFEON_VSTAR,
  GRUBBIN,
  ZARUDE,
  CALYREX,
  CHARIZARD_V,
  CHARIZARD_VSTAR,
  RADIANT_CHARIZARD,
  ENTEI,
  SIMISEAR_V,
  SIMISEAR_VSTAR,
  LARVESTA,
  VOLCARONA,
  VOLCANION,
  SALANDIT,
  SALAZZLE,
  SEEL,
  GALARIAN_MR_MIME,
  WAILMER,
  WAILORD,
  CORPHISH,
  SNORUNT,
  LUVDISC,
  KYOGRE,
  KYOGRE_V,
  GLACEON_V,
  SHINX,
  SHINX_40,
  LUXIO,
  LUXIO_42,
  LUXRAY,
  LUXRAY_44,
  ROTOM_V,
  ROTOM_VSTAR,
  EMOLGA,
  EELEKTRIK,
  HELIOPTILE,
  HELIOLISK,
  RADIANT_CHARJABUG,
  ZERAORA,
  ZERAORA_V,
  ZERAORA_VMAX,
  ZERAORA_VSTAR,
  PINCURCHIN,
  EXEGGCUTE,
  EXEGGUTOR,
  MEWTWO,
  MEW_V,
  GIRAFARIG,
  LUNATONE,
  DUSCLOPS,
  TAPU_LELE,
  HATTERENE_V,
  HATTERENE_VMAX,
  ENAMORUS,
  GRAVELER,
  SOLROCK,
  BALTOY,
  RIOLU,
  PANCHAM,
  ROCKRUFF,
  LYCANROC,
  KOFFING,
  ABSOL,
  PURRLOIN,
  LIEPARD,
  KROKOROK,
  PANGORO,
  SKRELP,
  DRAGALGE,
  HOOPA,
  GALARIAN_MEOWTH,
  GALARIAN_PERRSERKER,
  SCIZOR,
  ARON,
  LAIRON,
  AGGRON,
  METANG,
  PAWNIARD,
  PAWNIARD_92,
  BISHARP,
  ZACIAN,
  ZACIAN_V,
  ZACIAN_VSTAR,
  ZAMAZENTA,
  ZAMAZENTA_V,
  ZAMAZENTA_VSTAR,
  RAYQUAZA_V,
  RAYQUAZA_VMAX,
  DURALUDON_V,
  DURALUDON_VMAX,
  RADIANT_ETERNATUS,
  TAUROS,
  DITTO,
  EEVEE_V,
  SNORLAX,
  STARLY,
  BIDOOF,
  CHATOT,
  REGIGIGAS_V,
  REGIGIGAS_VSTAR,
  SHAYMIN,
  STOUTLAND_V,
  YUNGOOS,
  GUMSHOOS,
  ORANGURU,
  GREEDENT_V,
  WOOLOO,
  DUBWOOL,
  PIKACHU,
]
