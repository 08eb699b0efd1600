/**
 * EX Ruby & Sapphire Trainers ex1-80 … ex1-92, one file per card under trainers/, in number order. Energy Switch,
 * Lum Berry, Poké Ball, Energy Search and Switch reprint cards we have (reprints.ts).
 */
import type { CardDef } from '../../engine'
import { ENERGY_REMOVAL_2 } from './trainers/080-energy-removal-2'
import { ENERGY_RESTORE } from './trainers/081-energy-restore'
import { LADY_OUTING } from './trainers/083-lady-outing'
import { ORAN_BERRY } from './trainers/085-oran-berry'
import { POKEMON_REVERSAL } from './trainers/087-pokemon-reversal'
import { POKENAV } from './trainers/088-pokenav'
import { PROFESSOR_BIRCH } from './trainers/089-professor-birch'
import { POTION } from './trainers/091-potion'

export const TRAINERS: CardDef[] = [
  ENERGY_REMOVAL_2,
  ENERGY_RESTORE,
  LADY_OUTING,
  ORAN_BERRY,
  POKEMON_REVERSAL,
  POKENAV,
  PROFESSOR_BIRCH,
  POTION,
]
