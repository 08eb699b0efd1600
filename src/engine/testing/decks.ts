/**
 * Decks of the test cards (testing/cards.ts) shared by the engine's property tests, the AI's tests and the
 * simulation CLIs (src/sim/decks.ts), kept in one place so that they test and measure the same games. It lives in
 * the engine because every layer that needs it may import the engine (docs/architecture.md).
 */
import { testDeck, ENERGY } from './cards'

/**
 * Fire evolutions with Trainers, a Tool and a Stadium against Water and Grass Basics with an ex, a V and its VSTAR:
 * a bit of every common mechanic, playable under both rule sets.
 */
export const FIRE_VS_WATER: [string[], string[]] = [
  testDeck(
    [
      'fire-basic',
      'fire-basic',
      'fire-basic',
      'fire-basic',
      'fire-stage1',
      'fire-stage1',
      'fire-stage2',
      'water-basic',
      'water-basic',
      'item-draw',
      'item-draw',
      'supporter-draw',
      'tool-boost',
      'stadium-a',
      'energy-water',
      'energy-water',
    ],
    ENERGY.fire,
  ),
  testDeck(
    [
      'water-basic',
      'water-basic',
      'water-basic',
      'water-basic',
      'grass-basic',
      'grass-basic',
      'colorless-basic',
      'ex-basic',
      'v-basic',
      'vstar',
      'item-draw',
      'stadium-b',
      'energy-double-colorless',
    ],
    ENERGY.water,
  ),
]
