/** EX Sandstorm Trainers ex2-86 … ex2-92, one file per card under trainers/, in number order. */
import type { CardDef } from '../../engine'
import { DOUBLE_FULL_HEAL } from './trainers/086-double-full-heal'
import { LANETTES_NET_SEARCH } from './trainers/087-lanettes-net-search'
import { RARE_CANDY } from './trainers/088-rare-candy'
import { WALLYS_TRAINING } from './trainers/089-wallys-training'
import { CLAW_FOSSIL } from './trainers/090-claw-fossil'
import { MYSTERIOUS_FOSSIL } from './trainers/091-mysterious-fossil'
import { ROOT_FOSSIL } from './trainers/092-root-fossil'

export const TRAINERS: CardDef[] = [
  DOUBLE_FULL_HEAL,
  LANETTES_NET_SEARCH,
  RARE_CANDY,
  WALLYS_TRAINING,
  CLAW_FOSSIL,
  MYSTERIOUS_FOSSIL,
  ROOT_FOSSIL,
]
