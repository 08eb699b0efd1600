/** EX Sandstorm Trainers ex2-86 … ex2-92, one file per card under trainers/, in number order. */
import type { CardDef } from '../../engine'
import { DOUBLE_FULL_HEAL } from './trainers/086-double-full-heal'

export const TRAINERS: CardDef[] = [DOUBLE_FULL_HEAL]
