/** EX Sandstorm's Special Energy ex2-93 (the set prints no basic Energy: its decks use EX Ruby & Sapphire's). */
import type { EnergyDef } from '../../engine'

export const ENERGY: EnergyDef[] = []
