/**
 * Type colours for card faces, straight from the Tailwind palette (tailwind.config.ts → `bg-type-fire` …).
 * Tailwind inlines JS-config colours into utilities instead of emitting CSS variables, so card faces read the
 * same object here and pass the values on as custom properties (--tc, --tc-ink…).
 */
import { typeColors } from '../../../tailwind.config'
import type { EnergyType } from '../../engine'

export const TYPE_COLOR: Record<EnergyType, string> = typeColors

export const TYPE_LABEL: Record<EnergyType, string> = {
  grass: 'Grass',
  fire: 'Fire',
  water: 'Water',
  lightning: 'Lightning',
  psychic: 'Psychic',
  fighting: 'Fighting',
  darkness: 'Darkness',
  metal: 'Metal',
  fairy: 'Fairy',
  dragon: 'Dragon',
  colorless: 'Colorless',
}

/** Types whose colour is light: their emblem glyph is drawn dark instead of white. */
export const LIGHT_TYPES: ReadonlySet<EnergyType> = new Set(['lightning', 'colorless', 'metal'])

/** The glyph colour drawn on a type's disc. */
export const glyphColor = (t: EnergyType): string => (LIGHT_TYPES.has(t) ? '#2a2418' : '#ffffff')
