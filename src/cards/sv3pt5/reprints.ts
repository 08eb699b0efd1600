/**
 * Scarlet & Violet—151 prints numbered past 165 (illustration and secret rares) reuse the definition of the card
 * they reprint, under their own id. [print number, number of the card it reprints]. Switch (206) and Basic
 * Psychic Energy (207) reprint cards from outside the main set and are defined in trainers/ and via sve.
 */
import type { CardDef } from '../../engine'
import { reprint } from '../kit'

export const REPRINT_OF: readonly (readonly [number, number])[] = [
  [166, 1],
  [167, 2],
  [168, 4],
  [169, 5],
  [170, 7],
  [171, 8],
  [172, 10],
  [173, 25],
  [174, 34],
  [175, 54],
  [176, 61],
  [177, 67],
  [178, 114],
  [179, 122],
  [180, 138],
  [181, 148],
  [182, 3],
  [183, 6],
  [184, 9],
  [185, 24],
  [186, 38],
  [187, 40],
  [188, 65],
  [189, 76],
  [190, 115],
  [191, 124],
  [192, 145],
  [193, 151],
  [194, 156],
  [195, 158],
  [196, 160],
  [197, 161],
  [198, 3],
  [199, 6],
  [200, 9],
  [201, 65],
  [202, 145],
  [203, 160],
  [204, 161],
  [205, 151],
]

/** The reprints whose original is defined in `defs` (looked up by id). */
export function reprints(defs: readonly CardDef[]): CardDef[] {
  const byId = new Map(defs.map((d) => [d.id, d]))
  return REPRINT_OF.flatMap(([n, of]) => {
    const def = byId.get(`sv3pt5-${of}`)
    return def ? [reprint(def, `sv3pt5-${n}`)] : []
  })
}
