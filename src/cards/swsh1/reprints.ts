/**
 * Sword & Shield prints numbered past 186 (full-art and secret rares) reuse the definition of the card they reprint,
 * under their own id: [print number, number of the card it reprints]. Found from the reference data: the same name,
 * attacks, Abilities and rules text. The table is complete; a print whose original is not defined yet is left out of
 * the database until it is.
 */
import type { CardDef } from '../../engine'
import { reprint } from '../kit'

export const REPRINT_OF: readonly (readonly [number, number])[] = [
  [187, 9], // Dhelmise V
  [188, 24], // Torkoal V
  [189, 49], // Lapras V
  [190, 79], // Morpeko V
  [191, 86], // Wobbuffet V
  [192, 91], // Indeedee V
  [193, 115], // Stonjourner V
  [194, 120], // Sableye V
  [195, 138], // Zacian V
  [196, 139], // Zamazenta V
  [197, 141], // Snorlax V
  [198, 155], // Cramorant V
  [199, 157], // Bede
  [200, 169], // Marnie
  [201, 178], // Professor's Research
  [202, 184], // Team Yell Grunt
  [203, 50], // Lapras VMAX
  [204, 80], // Morpeko VMAX
  [205, 116], // Stonjourner VMAX
  [206, 142], // Snorlax VMAX
  [207, 157], // Bede
  [208, 169], // Marnie
  [209, 178], // Professor's Research
  [210, 184], // Team Yell Grunt
  [211, 138], // Zacian V
  [212, 139], // Zamazenta V
  [213, 156], // Air Balloon
  [214, 170], // Metal Saucer
  [215, 171], // Ordinary Rod
  [216, 179], // Quick Ball
]

/** The reprints whose original is defined in `defs` (looked up by id). */
export function reprints(defs: readonly CardDef[]): CardDef[] {
  const byId = new Map(defs.map((d) => [d.id, d]))
  return REPRINT_OF.flatMap(([n, of]) => {
    const def = byId.get(`swsh1-${of}`)
    return def ? [reprint(def, `swsh1-${n}`)] : []
  })
}
