/** Sword & Shield Trainers and Special Energy, one file per card under trainers/, in number order. */
import type { CardDef } from '../../engine'

export const TRAINERS: CardDef[] = []
