/**
 * Crown Zenith prints that reprint a card of an earlier set we have reuse its definition under their own id:
 * [print number, id of the card it reprints]. Found from the reference data: the same name, attacks, Abilities and
 * rules text (a Trainer reprinted with new words but the same effect counts).
 */
import type { CardDef } from '../../engine'
import { reprint } from '../kit'

export const REPRINT_OF: readonly (readonly [number, string])[] = [
  [102, 'swsh12pt5-101'], // Rayquaza VMAX (another print of 101 in this set)
  [124, 'swsh1-157'], // Bede
  [125, 'swsh1-159'], // Crushing Hammer
  [127, 'swsh1-160'], // Energy Retrieval
  [128, 'swsh1-161'], // Energy Search
  [129, 'swsh1-162'], // Energy Switch
  [132, 'swsh1-164'], // Great Ball
  [133, 'swsh1-165'], // Hop
  [137, 'swsh2-164'], // Poké Ball
  [138, 'swsh1-175'], // Pokémon Catcher
  [139, 'swsh1-177'], // Potion
  [141, 'swsh1-180'], // Rare Candy
  [144, 'swsh1-183'], // Switch
  [148, 'swsh12pt5-130'], // Friends in Hisui
  [149, 'swsh12pt5-131'], // Friends in Sinnoh
]

/** The reprints whose original is among `defs` (looked up by id); the others wait for their original. */
export function reprints(defs: readonly CardDef[]): CardDef[] {
  const byId = new Map(defs.map((d) => [d.id, d]))
  return REPRINT_OF.flatMap(([n, of]) => {
    const def = byId.get(of)
    return def ? [reprint(def, `swsh12pt5-${n}`)] : []
  })
}
