/** EX Ruby & Sapphire Energy: basic Energy ex1-104 … ex1-109. */
import type { EnergyDef } from '../../engine'
import { basicEnergy } from '../kit'

export const ENERGY: EnergyDef[] = [
  basicEnergy('ex1-104', 'grass'),
  basicEnergy('ex1-105', 'fighting'),
  basicEnergy('ex1-106', 'water'),
  basicEnergy('ex1-107', 'psychic'),
  basicEnergy('ex1-108', 'fire'),
  basicEnergy('ex1-109', 'lightning'),
]
