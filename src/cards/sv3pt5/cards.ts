/**
 * Scarlet & Violet—151 (sv3pt5-1 … sv3pt5-207). Each group file exports its cards; ids are the reference ids.
 * Prints past 165 reuse the definitions of the cards they reprint (reprints.ts); 207 is a Basic Psychic Energy.
 */
import type { CardDef } from '../../engine'
import { reprint } from '../kit'
import { CARDS as SVE } from '../sve/cards'
import { POKEMON_001_038 } from './pokemon-001-038'
import { POKEMON_039_076 } from './pokemon-039-076'
import { POKEMON_077_114 } from './pokemon-077-114'
import { POKEMON_115_151 } from './pokemon-115-151'
import { TRAINERS } from './trainers'
import { reprints } from './reprints'

const MAIN: CardDef[] = [...POKEMON_001_038, ...POKEMON_039_076, ...POKEMON_077_114, ...POKEMON_115_151, ...TRAINERS]
const PSYCHIC = SVE.find((e) => e.id === 'sve-5')!

export const CARDS: CardDef[] = [
  ...MAIN,
  ...reprints(MAIN),
  { ...reprint(PSYCHIC, 'sv3pt5-207', '207'), set: 'sv3pt5' },
]
