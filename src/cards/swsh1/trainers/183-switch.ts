import { reprint } from '../../kit'
import { SWITCH as SV_SWITCH } from '../../sv3pt5/trainers/206-switch'

/** swsh1-183. Switch: the same card as Scarlet & Violet—151's Switch (sv3pt5-206), printed again in this set. */
export const SWITCH = reprint(SV_SWITCH, 'swsh1-183')
