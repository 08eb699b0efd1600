// The card-face API the table uses. TODO(card faces): re-export from './card' when src/ui/card lands.
export { CardFace, CardBack, EnergySymbol, CardZoom } from './standin/cards'
export { cardAccessibleName } from './standin/names'
export type { CardSize } from './standin/cards'
