/** EX Ruby & Sapphire Trainers ex1-80 … ex1-92, one file per card under trainers/, in number order. */
import type { CardDef } from '../../engine'

export const TRAINERS: CardDef[] = []
