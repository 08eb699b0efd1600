// Card faces drawn by code: the API the table imports.
export { CardFace, CardBack, type CardFaceProps, type CardSize } from './CardFace'
export { EnergySymbol, type EnergySymbolProps } from './EnergySymbol'
export { CardZoom } from './CardZoom'
export { cardAccessibleName, trainerKindLabel, type AbilityTerm } from './names'
