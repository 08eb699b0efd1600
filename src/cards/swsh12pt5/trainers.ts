/** Crown Zenith Trainers swsh12pt5-123 … swsh12pt5-151, one file per card under trainers/, in number order. */
import type { CardDef } from '../../engine'

export const TRAINERS: CardDef[] = []
