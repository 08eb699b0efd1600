/**
 * Sword & Shield (swsh1-1 … swsh1-216). Each list file exports its cards; ids are the reference ids. Prints past 186
 * reuse the definitions of the cards they reprint (reprints.ts).
 */
import type { CardDef } from '../../engine'
import { POKEMON } from './pokemon'
import { TRAINERS } from './trainers'
import { reprints } from './reprints'

const MAIN: CardDef[] = [...POKEMON, ...TRAINERS]

export const CARDS: CardDef[] = [...MAIN, ...reprints(MAIN)]
