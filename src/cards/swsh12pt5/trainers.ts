/** Crown Zenith Trainers swsh12pt5-123 … swsh12pt5-151, one file per card under trainers/, in number order. */
import type { CardDef } from '../../engine'
import { BEA } from './trainers/123-bea'
import { DIGGING_DUO } from './trainers/126-digging-duo'
import { FRIENDS_IN_HISUI } from './trainers/130-friends-in-hisui'
import { FRIENDS_IN_SINNOH } from './trainers/131-friends-in-sinnoh'
import { LEON } from './trainers/134-leon'
import { LOST_VACUUM } from './trainers/135-lost-vacuum'
import { NESSA } from './trainers/136-nessa'
import { RAIHAN } from './trainers/140-raihan'
import { RESCUE_CARRIER } from './trainers/142-rescue-carrier'
import { SKY_SEAL_STONE } from './trainers/143-sky-seal-stone'
import { TREKKING_SHOES } from './trainers/145-trekking-shoes'
import { ULTRA_BALL } from './trainers/146-ultra-ball'
import { ELESAS_SPARKLE } from './trainers/147-elesas-sparkle'
import { PROFESSORS_RESEARCH } from './trainers/150-professors-research'
import { VOLO } from './trainers/151-volo'

export const TRAINERS: CardDef[] = [
  BEA,
  DIGGING_DUO,
  FRIENDS_IN_HISUI,
  FRIENDS_IN_SINNOH,
  LEON,
  LOST_VACUUM,
  NESSA,
  RAIHAN,
  RESCUE_CARRIER,
  SKY_SEAL_STONE,
  TREKKING_SHOES,
  ULTRA_BALL,
  ELESAS_SPARKLE,
  PROFESSORS_RESEARCH,
  VOLO,
]
