/**
 * Rebel Clash prints numbered past 174 (full-art and secret rares) reuse the definition of the card they reprint,
 * under their own id: [print number, id of the card it reprints]. Found from the reference data: the same name,
 * attacks, Abilities and rules text. Three reprint Sword & Shield cards (Frosmoth, Galarian Perrserker, Big Charm).
 */
import type { CardDef } from '../../engine'
import { reprint } from '../kit'

export const REPRINT_OF: readonly (readonly [number, string])[] = [
  [175, 'swsh2-17'], // Rillaboom V
  [176, 'swsh2-19'], // Eldegoss V
  [177, 'swsh2-26'], // Ninetales V
  [178, 'swsh2-35'], // Cinderace V
  [179, 'swsh2-43'], // Milotic V
  [180, 'swsh2-49'], // Inteleon V
  [181, 'swsh2-67'], // Boltund V
  [182, 'swsh2-70'], // Toxtricity V
  [183, 'swsh2-92'], // Dragapult V
  [184, 'swsh2-108'], // Sandaconda V
  [185, 'swsh2-110'], // Falinks V
  [186, 'swsh2-121'], // Malamar V
  [187, 'swsh2-136'], // Copperajah V
  [188, 'swsh2-153'], // Dubwool V
  [189, 'swsh2-154'], // Boss's Orders
  [190, 'swsh2-161'], // Milo
  [191, 'swsh2-163'], // Oleana
  [192, 'swsh2-167'], // Sonia
  [193, 'swsh2-18'], // Rillaboom VMAX
  [194, 'swsh2-36'], // Cinderace VMAX
  [195, 'swsh2-50'], // Inteleon VMAX
  [196, 'swsh2-71'], // Toxtricity VMAX
  [197, 'swsh2-93'], // Dragapult VMAX
  [198, 'swsh2-122'], // Malamar VMAX
  [199, 'swsh2-137'], // Copperajah VMAX
  [200, 'swsh2-154'], // Boss's Orders
  [201, 'swsh2-161'], // Milo
  [202, 'swsh2-163'], // Oleana
  [203, 'swsh2-167'], // Sonia
  [204, 'swsh1-64'], // Frosmoth
  [205, 'swsh1-128'], // Galarian Perrserker
  [206, 'swsh1-158'], // Big Charm
  [207, 'swsh2-165'], // Scoop Up Net
  [208, 'swsh2-168'], // Tool Scrapper
  [209, 'swsh2-174'], // Twin Energy
]

/** The reprints whose original is among `defs` (looked up by id); the others wait for their original. */
export function reprints(defs: readonly CardDef[]): CardDef[] {
  const byId = new Map(defs.map((d) => [d.id, d]))
  return REPRINT_OF.flatMap(([n, of]) => {
    const def = byId.get(of)
    return def ? [reprint(def, `swsh2-${n}`)] : []
  })
}
