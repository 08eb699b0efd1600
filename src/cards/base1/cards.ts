/**
 * The 1999 Base Set (base1-1 … base1-102). Each group file exports its cards; ids are the reference ids.
 */
import type { CardDef } from '../../engine'
import { TRAINERS } from './trainers'
import { ENERGY } from './energy'
import { POKEMON } from './pokemon'

export const CARDS: CardDef[] = [...POKEMON, ...TRAINERS, ...ENERGY]
