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
import { PHANTUMP } from './pokemon/014-phantump'
import { TREVENANT } from './pokemon/015-trevenant'
import { GRUBBIN } from './pokemon/016-grubbin'
import { RILLABOOM_V } from './pokemon/017-rillaboom-v'
import { RILLABOOM_VMAX } from './pokemon/018-rillaboom-vmax'
import { ELDEGOSS_V } from './pokemon/019-eldegoss-v'
import { APPLIN_20 } from './pokemon/020-applin'
import { APPLIN_21 } from './pokemon/021-applin'
import { FLAPPLE } from './pokemon/022-flapple'
import { APPLETUN } from './pokemon/023-appletun'
import { VULPIX } from './pokemon/024-vulpix'
import { NINETALES } from './pokemon/025-ninetales'
import { NINETALES_V } from './pokemon/026-ninetales-v'
import { GROWLITHE } from './pokemon/027-growlithe'
import { ARCANINE } from './pokemon/028-arcanine'
import { MAGMAR } from './pokemon/029-magmar'
import { MAGMORTAR } from './pokemon/030-magmortar'
import { LITWICK } from './pokemon/031-litwick'
import { LAMPENT } from './pokemon/032-lampent'
import { CHANDELURE } from './pokemon/033-chandelure'
import { HEATMOR } from './pokemon/034-heatmor'
import { CINDERACE_V } from './pokemon/035-cinderace-v'
import { CINDERACE_VMAX } from './pokemon/036-cinderace-vmax'
import { GALARIAN_MR_MIME } from './pokemon/037-galarian-mr-mime'
import { GALARIAN_MR_RIME } from './pokemon/038-galarian-mr-rime'
import { MAGIKARP } from './pokemon/039-magikarp'
import { GYARADOS } from './pokemon/040-gyarados'
import { WINGULL } from './pokemon/041-wingull'
import { PELIPPER } from './pokemon/042-pelipper'
import { MILOTIC_V } from './pokemon/043-milotic-v'
import { TYMPOLE } from './pokemon/044-tympole'
import { PALPITOAD } from './pokemon/045-palpitoad'
import { SEISMITOAD } from './pokemon/046-seismitoad'
import { GALARIAN_DARUMAKA } from './pokemon/047-galarian-darumaka'
import { GALARIAN_DARMANITAN } from './pokemon/048-galarian-darmanitan'
import { INTELEON_V } from './pokemon/049-inteleon-v'
import { INTELEON_VMAX } from './pokemon/050-inteleon-vmax'
import { CRAMORANT } from './pokemon/051-cramorant'
import { ARROKUDA } from './pokemon/052-arrokuda'
import { BARRASKEWDA } from './pokemon/053-barraskewda'
import { EISCUE } from './pokemon/054-eiscue'
import { EISCUE_V } from './pokemon/055-eiscue-v'
import { VOLTORB } from './pokemon/056-voltorb'
import { ELECTRODE } from './pokemon/057-electrode'
import { ELECTABUZZ } from './pokemon/058-electabuzz'
import { ELECTIVIRE } from './pokemon/059-electivire'
import { SHINX } from './pokemon/060-shinx'
import { LUXIO } from './pokemon/061-luxio'
import { LUXRAY } from './pokemon/062-luxray'
import { HELIOPTILE } from './pokemon/063-helioptile'
import { HELIOLISK } from './pokemon/064-heliolisk'
import { CHARJABUG } from './pokemon/065-charjabug'
import { VIKAVOLT } from './pokemon/066-vikavolt'
import { BOLTUND_V } from './pokemon/067-boltund-v'
import { TOXEL } from './pokemon/068-toxel'
import { TOXTRICITY } from './pokemon/069-toxtricity'
import { TOXTRICITY_V } from './pokemon/070-toxtricity-v'
import { TOXTRICITY_VMAX } from './pokemon/071-toxtricity-vmax'
import { PINCURCHIN_V } from './pokemon/072-pincurchin-v'
import { MORPEKO } from './pokemon/073-morpeko'
import { CLEFAIRY } from './pokemon/074-clefairy'
import { CLEFABLE } from './pokemon/075-clefable'
import { NATU } from './pokemon/076-natu'
import { XATU } from './pokemon/077-xatu'
import { GALARIAN_CORSOLA } from './pokemon/078-galarian-corsola'
import { GALARIAN_CURSOLA } from './pokemon/079-galarian-cursola'
import { SIGILYPH } from './pokemon/080-sigilyph'
import { SANDYGAST } from './pokemon/081-sandygast'
import { PALOSSAND } from './pokemon/082-palossand'
import { HATENNA } from './pokemon/083-hatenna'
import { HATTREM } from './pokemon/084-hattrem'
import { HATTERENE } from './pokemon/085-hatterene'
import { MILCERY } from './pokemon/086-milcery'
import { ALCREMIE } from './pokemon/087-alcremie'
import { INDEEDEE } from './pokemon/088-indeedee'
import { DREEPY } from './pokemon/089-dreepy'
import { DRAKLOAK } from './pokemon/090-drakloak'
import { DRAGAPULT } from './pokemon/091-dragapult'
import { DRAGAPULT_V } from './pokemon/092-dragapult-v'
import { DRAGAPULT_VMAX } from './pokemon/093-dragapult-vmax'
import { GALARIAN_FARFETCHD } from './pokemon/094-galarian-farfetchd'
import { GALARIAN_SIRFETCHD } from './pokemon/095-galarian-sirfetchd'
import { NOSEPASS } from './pokemon/096-nosepass'
import { MEDITITE } from './pokemon/097-meditite'
import { MEDICHAM } from './pokemon/098-medicham'
import { BARBOACH } from './pokemon/099-barboach'
import { WHISCASH } from './pokemon/100-whiscash'
import { GALARIAN_YAMASK } from './pokemon/101-galarian-yamask'
import { GALARIAN_RUNERIGUS } from './pokemon/102-galarian-runerigus'
import { BINACLE } from './pokemon/103-binacle'
import { BARBARACLE } from './pokemon/104-barbaracle'
import { ROLYCOLY } from './pokemon/105-rolycoly'
import { CARKOL } from './pokemon/106-carkol'
import { COALOSSAL } from './pokemon/107-coalossal'
import { SANDACONDA_V } from './pokemon/108-sandaconda-v'
import { FALINKS } from './pokemon/109-falinks'
import { FALINKS_V } from './pokemon/110-falinks-v'
import { STONJOURNER } from './pokemon/111-stonjourner'
import { KOFFING } from './pokemon/112-koffing'
import { GALARIAN_WEEZING } from './pokemon/113-galarian-weezing'
import { STUNKY } from './pokemon/114-stunky'
import { SKUNTANK } from './pokemon/115-skuntank'
import { SPIRITOMB } from './pokemon/116-spiritomb'
import { TRUBBISH } from './pokemon/117-trubbish'
import { GARBODOR } from './pokemon/118-garbodor'
import { VULLABY } from './pokemon/119-vullaby'
import { MANDIBUZZ } from './pokemon/120-mandibuzz'
import { MALAMAR_V } from './pokemon/121-malamar-v'
import { MALAMAR_VMAX } from './pokemon/122-malamar-vmax'
import { IMPIDIMP } from './pokemon/123-impidimp'
import { MORGREM } from './pokemon/124-morgrem'
import { GRIMMSNARL } from './pokemon/125-grimmsnarl'
import { GALARIAN_MEOWTH } from './pokemon/126-galarian-meowth'
import { GALARIAN_PERRSERKER } from './pokemon/127-galarian-perrserker'
import { SCIZOR } from './pokemon/128-scizor'
import { BRONZOR } from './pokemon/129-bronzor'
import { BRONZONG } from './pokemon/130-bronzong'
import { PROBOPASS } from './pokemon/131-probopass'
import { DURANT } from './pokemon/132-durant'
import { HONEDGE } from './pokemon/133-honedge'
import { DOUBLADE } from './pokemon/134-doublade'
import { AEGISLASH } from './pokemon/135-aegislash'
import { COPPERAJAH_V } from './pokemon/136-copperajah-v'
import { COPPERAJAH_VMAX } from './pokemon/137-copperajah-vmax'
import { DURALUDON } from './pokemon/138-duraludon'
import { ZACIAN } from './pokemon/139-zacian'
import { ZAMAZENTA } from './pokemon/140-zamazenta'
import { SNORLAX } from './pokemon/141-snorlax'
import { CHATOT } from './pokemon/142-chatot'
import { PIDOVE } from './pokemon/143-pidove'
import { TRANQUILL } from './pokemon/144-tranquill'
import { UNFEZANT } from './pokemon/145-unfezant'
import { BUNNELBY } from './pokemon/146-bunnelby'
import { DIGGERSBY } from './pokemon/147-diggersby'
import { HAWLUCHA } from './pokemon/148-hawlucha'
import { STUFFUL } from './pokemon/149-stufful'
import { BEWEAR } from './pokemon/150-bewear'
import { SKWOVET } from './pokemon/151-skwovet'
import { GREEDENT } from './pokemon/152-greedent'
import { DUBWOOL_V } from './pokemon/153-dubwool-v'

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
  PHANTUMP,
  TREVENANT,
  GRUBBIN,
  RILLABOOM_V,
  RILLABOOM_VMAX,
  ELDEGOSS_V,
  APPLIN_20,
  APPLIN_21,
  FLAPPLE,
  APPLETUN,
  VULPIX,
  NINETALES,
  NINETALES_V,
  GROWLITHE,
  ARCANINE,
  MAGMAR,
  MAGMORTAR,
  LITWICK,
  LAMPENT,
  CHANDELURE,
  HEATMOR,
  CINDERACE_V,
  CINDERACE_VMAX,
  GALARIAN_MR_MIME,
  GALARIAN_MR_RIME,
  MAGIKARP,
  GYARADOS,
  WINGULL,
  PELIPPER,
  MILOTIC_V,
  TYMPOLE,
  PALPITOAD,
  SEISMITOAD,
  GALARIAN_DARUMAKA,
  GALARIAN_DARMANITAN,
  INTELEON_V,
  INTELEON_VMAX,
  CRAMORANT,
  ARROKUDA,
  BARRASKEWDA,
  EISCUE,
  EISCUE_V,
  VOLTORB,
  ELECTRODE,
  ELECTABUZZ,
  ELECTIVIRE,
  SHINX,
  LUXIO,
  LUXRAY,
  HELIOPTILE,
  HELIOLISK,
  CHARJABUG,
  VIKAVOLT,
  BOLTUND_V,
  TOXEL,
  TOXTRICITY,
  TOXTRICITY_V,
  TOXTRICITY_VMAX,
  PINCURCHIN_V,
  MORPEKO,
  CLEFAIRY,
  CLEFABLE,
  NATU,
  XATU,
  GALARIAN_CORSOLA,
  GALARIAN_CURSOLA,
  SIGILYPH,
  SANDYGAST,
  PALOSSAND,
  HATENNA,
  HATTREM,
  HATTERENE,
  MILCERY,
  ALCREMIE,
  INDEEDEE,
  DREEPY,
  DRAKLOAK,
  DRAGAPULT,
  DRAGAPULT_V,
  DRAGAPULT_VMAX,
  GALARIAN_FARFETCHD,
  GALARIAN_SIRFETCHD,
  NOSEPASS,
  MEDITITE,
  MEDICHAM,
  BARBOACH,
  WHISCASH,
  GALARIAN_YAMASK,
  GALARIAN_RUNERIGUS,
  BINACLE,
  BARBARACLE,
  ROLYCOLY,
  CARKOL,
  COALOSSAL,
  SANDACONDA_V,
  FALINKS,
  FALINKS_V,
  STONJOURNER,
  KOFFING,
  GALARIAN_WEEZING,
  STUNKY,
  SKUNTANK,
  SPIRITOMB,
  TRUBBISH,
  GARBODOR,
  VULLABY,
  MANDIBUZZ,
  MALAMAR_V,
  MALAMAR_VMAX,
  IMPIDIMP,
  MORGREM,
  GRIMMSNARL,
  GALARIAN_MEOWTH,
  GALARIAN_PERRSERKER,
  SCIZOR,
  BRONZOR,
  BRONZONG,
  PROBOPASS,
  DURANT,
  HONEDGE,
  DOUBLADE,
  AEGISLASH,
  COPPERAJAH_V,
  COPPERAJAH_VMAX,
  DURALUDON,
  ZACIAN,
  ZAMAZENTA,
  SNORLAX,
  CHATOT,
  PIDOVE,
  TRANQUILL,
  UNFEZANT,
  BUNNELBY,
  DIGGERSBY,
  HAWLUCHA,
  STUFFUL,
  BEWEAR,
  SKWOVET,
  GREEDENT,
  DUBWOOL_V,
]
