/** Sword & Shield Trainers and Special Energy (swsh1-156 … 186), one file per card under trainers/, in number order. */
import type { CardDef } from '../../engine'
import { AIR_BALLOON } from './trainers/156-air-balloon'
import { BEDE } from './trainers/157-bede'
import { BIG_CHARM } from './trainers/158-big-charm'
import { CRUSHING_HAMMER } from './trainers/159-crushing-hammer'
import { ENERGY_RETRIEVAL } from './trainers/160-energy-retrieval'
import { ENERGY_SEARCH } from './trainers/161-energy-search'
import { ENERGY_SWITCH } from './trainers/162-energy-switch'
import { EVOLUTION_INCENSE } from './trainers/163-evolution-incense'
import { GREAT_BALL } from './trainers/164-great-ball'
import { HOP } from './trainers/165-hop'
import { HYPER_POTION } from './trainers/166-hyper-potion'
import { LUCKY_EGG } from './trainers/167-lucky-egg'
import { LUM_BERRY } from './trainers/168-lum-berry'
import { MARNIE } from './trainers/169-marnie'
import { METAL_SAUCER } from './trainers/170-metal-saucer'
import { ORDINARY_ROD } from './trainers/171-ordinary-rod'
import { PAL_PAD } from './trainers/172-pal-pad'
import { POKE_KID } from './trainers/173-poke-kid'
import { POKEGEAR_3_0 } from './trainers/174-pokegear-3-0'
import { POKEMON_CATCHER } from './trainers/175-pokemon-catcher'
import { POKEMON_CENTER_LADY } from './trainers/176-pokemon-center-lady'
import { POTION } from './trainers/177-potion'
import { PROFESSORS_RESEARCH } from './trainers/178-professors-research'
import { QUICK_BALL } from './trainers/179-quick-ball'
import { RARE_CANDY } from './trainers/180-rare-candy'
import { ROTOM_BIKE } from './trainers/181-rotom-bike'
import { SITRUS_BERRY } from './trainers/182-sitrus-berry'
import { SWITCH } from './trainers/183-switch'
import { TEAM_YELL_GRUNT } from './trainers/184-team-yell-grunt'
import { VITALITY_BAND } from './trainers/185-vitality-band'
import { AURORA_ENERGY } from './trainers/186-aurora-energy'

export const TRAINERS: CardDef[] = [
  AIR_BALLOON,
  BEDE,
  BIG_CHARM,
  CRUSHING_HAMMER,
  ENERGY_RETRIEVAL,
  ENERGY_SEARCH,
  ENERGY_SWITCH,
  EVOLUTION_INCENSE,
  GREAT_BALL,
  HOP,
  HYPER_POTION,
  LUCKY_EGG,
  LUM_BERRY,
  MARNIE,
  METAL_SAUCER,
  ORDINARY_ROD,
  PAL_PAD,
  POKE_KID,
  POKEGEAR_3_0,
  POKEMON_CATCHER,
  POKEMON_CENTER_LADY,
  POTION,
  PROFESSORS_RESEARCH,
  QUICK_BALL,
  RARE_CANDY,
  ROTOM_BIKE,
  SITRUS_BERRY,
  SWITCH,
  TEAM_YELL_GRUNT,
  VITALITY_BAND,
  AURORA_ENERGY,
]
