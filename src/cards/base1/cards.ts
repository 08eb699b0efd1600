/**
 * The 1999 Base Set (base1-1 … base1-102). Each group file exports its cards; ids are the reference ids.
 */
import type { CardDef } from '../../engine'
import { TRAINERS } from './trainers'
import { ENERGY } from './energy'
import { POKEMON_35_69 } from './pokemon-35-69'
import { POKEMON_01_34 } from './pokemon-01-34'

export const CARDS: CardDef[] = [...POKEMON_01_34, ...POKEMON_35_69, ...TRAINERS, ...ENERGY]
