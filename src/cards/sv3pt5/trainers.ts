/** Scarlet & Violet—151 Trainers sv3pt5-152 … 165 and Switch (206), one file per card under trainers/. */
import type { TrainerDef } from '../../engine'

export const TRAINERS: TrainerDef[] = []
