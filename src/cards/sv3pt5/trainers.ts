/** Scarlet & Violet—151 Trainers sv3pt5-152 … 165 and Switch (206), one file per card under trainers/. */
import type { TrainerDef } from '../../engine'
import { ANTIQUE_DOME_FOSSIL } from './trainers/152-antique-dome-fossil'
import { ANTIQUE_HELIX_FOSSIL } from './trainers/153-antique-helix-fossil'
import { ANTIQUE_OLD_AMBER } from './trainers/154-antique-old-amber'
import { BIG_AIR_BALLOON } from './trainers/155-big-air-balloon'
import { BILLS_TRANSFER } from './trainers/156-bills-transfer'
import { CYCLING_ROAD } from './trainers/157-cycling-road'
import { DAISYS_HELP } from './trainers/158-daisys-help'
import { ENERGY_STICKER } from './trainers/159-energy-sticker'
import { ERIKAS_INVITATION } from './trainers/160-erikas-invitation'
import { GIOVANNIS_CHARISMA } from './trainers/161-giovannis-charisma'
import { GRABBER } from './trainers/162-grabber'
import { LEFTOVERS } from './trainers/163-leftovers'
import { PROTECTIVE_GOGGLES } from './trainers/164-protective-goggles'
import { RIGID_BAND } from './trainers/165-rigid-band'
import { SWITCH } from './trainers/206-switch'

export const TRAINERS: TrainerDef[] = [
  ANTIQUE_DOME_FOSSIL,
  ANTIQUE_HELIX_FOSSIL,
  ANTIQUE_OLD_AMBER,
  BIG_AIR_BALLOON,
  BILLS_TRANSFER,
  CYCLING_ROAD,
  DAISYS_HELP,
  ENERGY_STICKER,
  ERIKAS_INVITATION,
  GIOVANNIS_CHARISMA,
  GRABBER,
  LEFTOVERS,
  PROTECTIVE_GOGGLES,
  RIGID_BAND,
  SWITCH,
]
