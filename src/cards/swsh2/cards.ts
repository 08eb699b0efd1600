/**
 * Rebel Clash (swsh2-1 … swsh2-209). Each list file exports its cards; ids are the reference ids. Prints past 174
 * reuse the definitions of the cards they reprint (reprints.ts), three of them Sword & Shield cards.
 */
import type { CardDef } from '../../engine'
import { POKEMON as SWSH1_POKEMON } from '../swsh1/pokemon'
import { TRAINERS as SWSH1_TRAINERS } from '../swsh1/trainers'
import { POKEMON } from './pokemon'
import { TRAINERS } from './trainers'
import { reprints } from './reprints'

const MAIN: CardDef[] = [...POKEMON, ...TRAINERS]

export const CARDS: CardDef[] = [...MAIN, ...reprints([...MAIN, ...SWSH1_POKEMON, ...SWSH1_TRAINERS])]
