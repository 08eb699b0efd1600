/** Card building blocks about the discard pile: cards back into the deck or the hand. */
import type { CardDef, EffectCtx, Proc, Uid } from '../../engine'

/**
 * "Shuffle up to `max` <cards that match> from your discard pile into your deck": the player chooses 1 to `max` of
 * them (rules.md WD-1) and they go into the deck; the caller shuffles (once, when a card does several such things).
 * A card a blocksDiscardToDeck hook protects is not offered. Returns the cards moved.
 */
export function* putFromDiscardIntoDeck(
  c: EffectCtx,
  filter: (d: CardDef) => boolean,
  max: number,
  text: string,
): Proc<Uid[]> {
  const cards = c.cardsIn(c.seat, 'discard', (d, u) => filter(d) && c.mayPutFromDiscardIntoDeck(u))
  const picks = yield* c.chooseCards(cards, { text, min: 1, max, publicOptions: true })
  for (const u of picks) c.moveTo(u, 'deck')
  return picks
}

/** "Put up to `max` <cards that match> from your discard pile into your hand" (1 to `max`, shown to the opponent). */
export function* putFromDiscardIntoHand(
  c: EffectCtx,
  filter: (d: CardDef) => boolean,
  max: number,
  text: string,
): Proc<Uid[]> {
  const picks = yield* c.chooseCards(c.cardsIn(c.seat, 'discard', filter), { text, min: 1, max, publicOptions: true })
  for (const u of picks) c.moveTo(u, 'hand')
  return picks
}
