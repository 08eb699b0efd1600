/** Base Set Energy base1-96 … base1-102. */
import type { EnergyDef } from '../../engine'
import { basicEnergy, energy } from '../kit'

/** base1-96: Special Energy that provides 2 units of Colorless Energy. */
export const DOUBLE_COLORLESS_ENERGY: EnergyDef = energy({
  id: 'base1-96',
  name: 'Double Colorless Energy',
  basic: false,
  provides: [{ types: ['colorless'] }, { types: ['colorless'] }],
  text: 'Provides 2 Colorless Energy (it pays for two Colorless symbols in a cost). It is not a basic Energy card.',
})

export const ENERGY: EnergyDef[] = [
  DOUBLE_COLORLESS_ENERGY,
  basicEnergy('base1-97', 'fighting'),
  basicEnergy('base1-98', 'fire'),
  basicEnergy('base1-99', 'grass'),
  basicEnergy('base1-100', 'lightning'),
  basicEnergy('base1-101', 'psychic'),
  basicEnergy('base1-102', 'water'),
]
