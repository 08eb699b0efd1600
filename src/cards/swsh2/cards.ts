/**
 * Rebel Clash (swsh2-1 …). Each list file exports its cards; ids are the reference ids. Secret rares (prints past the
 * main set) reuse the definitions of the cards they reprint.
 */
import type { CardDef } from '../../engine'
import { POKEMON } from './pokemon'
import { TRAINERS } from './trainers'

export const CARDS: CardDef[] = [...POKEMON, ...TRAINERS]
