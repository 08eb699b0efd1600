/** Rebel Clash Trainers and Special Energy, one file per card under trainers/, in number order. */
import type { CardDef } from '../../engine'
import { BOSSS_ORDERS } from './trainers/154-bosss-orders'
import { BURNING_SCARF } from './trainers/155-burning-scarf'
import { CAPACIOUS_BUCKET } from './trainers/156-capacious-bucket'
import { CURSED_SHOVEL } from './trainers/157-cursed-shovel'
import { DAN } from './trainers/158-dan'
import { FULL_HEAL } from './trainers/159-full-heal'
import { GALAR_MINE } from './trainers/160-galar-mine'
import { MILO } from './trainers/161-milo'
import { NUGGET } from './trainers/162-nugget'
import { OLEANA } from './trainers/163-oleana'
import { POKE_BALL } from './trainers/164-poke-ball'
import { SCOOP_UP_NET } from './trainers/165-scoop-up-net'
import { SKYLA } from './trainers/166-skyla'
import { SONIA } from './trainers/167-sonia'
import { TOOL_SCRAPPER } from './trainers/168-tool-scrapper'
import { TRAINING_COURT } from './trainers/169-training-court'
import { TURFFIELD_STADIUM } from './trainers/170-turffield-stadium'
import { CAPTURE_ENERGY } from './trainers/171-capture-energy'
import { HORROR_PSYCHIC_ENERGY } from './trainers/172-horror-psychic-energy'
import { SPEED_LIGHTNING_ENERGY } from './trainers/173-speed-lightning-energy'
import { TWIN_ENERGY } from './trainers/174-twin-energy'

export const TRAINERS: CardDef[] = [
  BOSSS_ORDERS,
  BURNING_SCARF,
  CAPACIOUS_BUCKET,
  CURSED_SHOVEL,
  DAN,
  FULL_HEAL,
  GALAR_MINE,
  MILO,
  NUGGET,
  OLEANA,
  POKE_BALL,
  SCOOP_UP_NET,
  SKYLA,
  SONIA,
  TOOL_SCRAPPER,
  TRAINING_COURT,
  TURFFIELD_STADIUM,
  CAPTURE_ENERGY,
  HORROR_PSYCHIC_ENERGY,
  SPEED_LIGHTNING_ENERGY,
  TWIN_ENERGY,
]
