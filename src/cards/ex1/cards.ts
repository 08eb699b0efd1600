/**
 * EX Ruby & Sapphire (ex1-1 … ex1-109). Each list file exports its cards; ids are the reference ids. Prints that are
 * the same card as one of an earlier set we have reuse its definition (reprints.ts).
 */
import type { CardDef } from '../../engine'
import { POKEMON } from './pokemon'
import { TRAINERS } from './trainers'
import { ENERGY } from './energy'
import { REPRINTS } from './reprints'

export const CARDS: CardDef[] = [...POKEMON, ...TRAINERS, ...REPRINTS, ...ENERGY]
