/**
 * Lasting effects ("during your opponent's next turn…"), typed per kind. A marker is stored as plain data
 * (model/state.ts Marker: source, key, data); these types say which data each kind carries, so a card cannot put
 * one without it and a hook reads it without `?? 0`. Types only (docs/engine.md "Lasting effects").
 */
import type { EnergyType } from '../model/types'

/** The engine's built-in lasting effects (Marker.source 'engine'), by key, with the data each one carries. */
export interface EngineMarkerData {
  /** "Prevent all damage done to this Pokémon by attacks" (the opponent's). */
  'prevent-damage': null
  /** "Prevent all effects of attacks, including damage, done to this Pokémon." */
  'prevent-all': null
  /** "This Pokémon takes `amount` less damage from attacks" (after Weakness and Resistance). */
  'reduce-damage': { amount: number }
  /** "This Pokémon's attacks do `amount` more damage" (before Weakness and Resistance). */
  'boost-damage': { amount: number }
  /** "This Pokémon can't attack." */
  'cant-attack': null
  /** "This Pokémon can't use the attack named `attack`." */
  'cant-use-attack': { attack: string }
  /** "This Pokémon can't retreat." */
  'cant-retreat': null
  /**
   * "Energy attached to this Pokémon provides `type` instead": each unit a card provides becomes one unit of that
   * type. `cards`: the affected card uids, comma-separated (absent: every attached Energy card).
   */
  'energy-becomes': { type: EnergyType; cards?: string }
  /** "If this Pokémon is Knocked Out, take `amount` more Prize cards." */
  'extra-prizes': { amount: number }
}
export type EngineMarkerKey = keyof EngineMarkerData

/** A built-in lasting effect: its key and, for the kinds that carry some, its data. */
export type EngineMarker = {
  [K in EngineMarkerKey]: EngineMarkerData[K] extends null
    ? { source: 'engine'; key: K; data?: undefined }
    : { source: 'engine'; key: K; data: EngineMarkerData[K] }
}[EngineMarkerKey]

/** The data a card's own lasting effect may carry (plain JSON, stored in the state). */
export type MarkerData = Record<string, number | string | boolean | null>

/**
 * A lasting effect defined by a card: its behaviour is the `markers[key]` entry of the card definition `source` (a
 * card id such as 'set-54'; never 'engine'). Cards type its data with `markerKind` (cards/kit.ts).
 */
export interface CardMarker<D extends MarkerData = MarkerData> {
  source: `${string}-${string}`
  key: string
  data?: D
}

/** What `EffectCtx.mark` and `markPlayer` put: a built-in kind or a card's own. */
export type LastingEffect = EngineMarker | CardMarker

/** How long a lasting effect lasts: to the end of this turn, the opponent's next turn, your next turn, or n turns. */
export type Until = 'this-turn' | 'opponent-next-turn' | 'my-next-turn' | { turns: number }
