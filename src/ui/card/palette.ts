/**
 * Type colours for card faces, straight from the Tailwind palette (tailwind.config.ts → `bg-type-fire` …).
 * Tailwind inlines JS-config colours into utilities instead of emitting CSS variables, so card faces read the
 * same object here and pass the values on as custom properties (--tc, --tc-ink…).
 */
import { typeColors } from '../../../tailwind.config'
import type { EnergyType } from '../../engine'
import type { TrainerEmblem } from './glyphs'

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

/** The tone of a Trainer card's frame, per kind (classic Trainers have one of their own). */
export const TRAINER_TONE: Record<TrainerEmblem, string> = {
  classic: '#5f7d9c',
  item: '#3f74b8',
  supporter: '#c8682a',
  stadium: '#3f8a4f',
  tool: '#7d5bb0',
  tm: '#5a6675',
}
