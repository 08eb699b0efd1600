/**
 * EX Ruby & Sapphire (ex1-1 … ex1-109). Each list file exports its cards; ids are the reference ids.
 */
import type { CardDef } from '../../engine'
import { POKEMON } from './pokemon'
import { TRAINERS } from './trainers'
import { ENERGY } from './energy'

export const CARDS: CardDef[] = [...POKEMON, ...TRAINERS, ...ENERGY]
