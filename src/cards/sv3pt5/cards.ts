/**
 * Scarlet & Violet—151 (sv3pt5-1 … sv3pt5-207). Each group file exports its cards; ids are the reference ids.
 * Prints past 165 reuse the definitions of the cards they reprint (reprints.ts); 207 is a Basic Psychic Energy.
 */
import type { CardDef } from '../../engine'
import { reprint } from '../kit'
import { CARDS as SVE } from '../sve/cards'
import { POKEMON } from './pokemon'
import { TRAINERS } from './trainers'
import { reprints } from './reprints'

const MAIN: CardDef[] = [...POKEMON, ...TRAINERS]
const PSYCHIC = SVE.find((e) => e.id === 'sve-5')!

export const CARDS: CardDef[] = [...MAIN, ...reprints(MAIN), reprint(PSYCHIC, 'sv3pt5-207')]
