/** The basic Energy types of the Scarlet & Violet prints, in card-number order, and the id of each first print. */
import type { EnergyType } from '../../engine'

export const TYPES: EnergyType[] = ['grass', 'fire', 'water', 'lightning', 'psychic', 'fighting', 'darkness', 'metal']

/** The sve id of each basic Energy type (first print), for decks and tests. */
export const SV_ENERGY = Object.fromEntries(TYPES.map((t, i) => [t, `sve-${i + 1}`])) as Record<
  'grass' | 'fire' | 'water' | 'lightning' | 'psychic' | 'fighting' | 'darkness' | 'metal',
  string
>
