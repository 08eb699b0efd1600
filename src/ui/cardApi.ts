// The card-face API the table uses (src/ui/card), with faces and backs filling their boxes.
export { CardFace, CardBack } from './board/Card'
export { EnergySymbol } from './card/EnergySymbol'
export { attachedWords, cardAccessibleName } from './card/names'
export { CardZoom } from './card/CardZoom'
export { frameOf } from './card/frame'
export type { CardSize } from './card/CardFace'
