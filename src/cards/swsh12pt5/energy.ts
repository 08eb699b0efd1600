/** Crown Zenith basic Energy swsh12pt5-152 … 159, printed "Grass Energy" and so on. */
import type { EnergyDef } from '../../engine'
import { basicEnergy } from '../kit'
import { TYPES } from '../sve/ids'

// The reference order (152 Grass … 159 Metal) is the order of our Energy types.
export const ENERGY: EnergyDef[] = TYPES.map((t, i) => basicEnergy(`swsh12pt5-${152 + i}`, t))
