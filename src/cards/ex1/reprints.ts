/**
 * EX Ruby & Sapphire prints that are the same card as one we already have reuse its definition under their own id:
 * the same name and the same effect in other words (compared with the reference texts). Each original is imported
 * alone, so the set's chunk does not carry the rest of its set.
 */
import type { CardDef } from '../../engine'
import { reprint } from '../kit'
import { SWITCH } from '../sv3pt5/trainers/206-switch'
import { ENERGY_SEARCH } from '../swsh1/trainers/161-energy-search'
import { ENERGY_SWITCH } from '../swsh1/trainers/162-energy-switch'
import { LUM_BERRY } from '../swsh1/trainers/168-lum-berry'
import { POKE_BALL } from '../swsh2/trainers/164-poke-ball'

/** [print number, the card it reprints]. */
const REPRINT_OF: readonly (readonly [number, CardDef])[] = [
  [82, ENERGY_SWITCH], // "Move a basic Energy card attached to 1 of your Pokémon to another of your Pokémon."
  [84, LUM_BERRY], // "At any time between turns": at the end of the turn, before Pokémon Checkup
  [86, POKE_BALL], // "a Basic Pokémon or Evolution card": any Pokémon card
  [90, ENERGY_SEARCH],
  [92, SWITCH],
]

export const REPRINTS: CardDef[] = REPRINT_OF.map(([n, def]) => reprint(def, `ex1-${n}`))
