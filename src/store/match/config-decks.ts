/**
 * The deck a game's config names for a seat: one of the player's own decks it carries (`customDecks`, whole, so a
 * save can be resumed even after the deck was edited or deleted), or a prebuilt deck or 'random' from the catalogue.
 */
import { pickDeck } from '../../cards/decks'
import type { GameConfig } from '../game-contract'

export interface ConfigDeck {
  id: string
  name: string
  cards: string[]
}

/** The human's deck (`salt` 0) or the computer's (1). Throws on an id the config and the catalogue lack. */
export function configDeck(config: GameConfig, seat: 'human' | 'ai'): ConfigDeck {
  const id = seat === 'human' ? config.humanDeck : config.aiDeck
  const custom = config.customDecks?.find((d) => d.id === id)
  if (custom) return custom
  return pickDeck(id, config.seed, seat === 'human' ? 0 : 1, config.rules)
}
