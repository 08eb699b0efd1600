/**
 * Scarlet & Violet basic Energy (sve-1 … sve-16). sve-9 … 16 are later prints of the same eight cards.
 * Printed names are "Basic Grass Energy" and so on.
 */
import type { EnergyDef, EnergyType } from '../../engine'
import { energy } from '../kit'
import { TYPES } from './ids'

function svEnergy(number: number, type: EnergyType): EnergyDef {
  const title = `${type[0]!.toUpperCase()}${type.slice(1)}`
  return energy({ id: `sve-${number}`, name: `Basic ${title} Energy`, basic: true, provides: [{ types: [type] }] })
}

export const CARDS: EnergyDef[] = [
  ...TYPES.map((t, i) => svEnergy(i + 1, t)),
  ...TYPES.map((t, i) => svEnergy(i + 9, t)),
]
