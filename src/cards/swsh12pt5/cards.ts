/**
 * Crown Zenith (swsh12pt5-1 … swsh12pt5-160). Each list file exports its cards; ids are the reference ids. Prints
 * that reprint a card of an earlier set we have (Trainers mostly) reuse its definition (reprints.ts).
 */
import type { CardDef } from '../../engine'
import { POKEMON as SWSH1_POKEMON } from '../swsh1/pokemon'
import { TRAINERS as SWSH1_TRAINERS } from '../swsh1/trainers'
import { POKEMON as SWSH2_POKEMON } from '../swsh2/pokemon'
import { TRAINERS as SWSH2_TRAINERS } from '../swsh2/trainers'
import { POKEMON } from './pokemon'
import { TRAINERS } from './trainers'
import { ENERGY } from './energy'
import { reprints } from './reprints'

const MAIN: CardDef[] = [...POKEMON, ...TRAINERS, ...ENERGY]

export const CARDS: CardDef[] = [
  ...MAIN,
  ...reprints([...MAIN, ...SWSH1_POKEMON, ...SWSH1_TRAINERS, ...SWSH2_POKEMON, ...SWSH2_TRAINERS]),
]
