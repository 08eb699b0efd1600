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
  AURORA_ENERGY,
]
