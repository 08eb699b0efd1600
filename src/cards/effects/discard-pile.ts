/** Card building blocks about the discard pile: cards back into the deck or the hand. */
import type { CardDef, Effect, EffectCtx, Proc, Uid } from '../../engine'

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

/**
 * "Put any number of Pokémon Tool cards from your discard pile in the Lost Zone. This attack does `more` more damage
 * for each card you put in the Lost Zone in this way." (the attacker chooses, none at all too; then the damage)
 */
export function moreDamageForToolsPutInLostZone(more: number): Effect {
  return function* (c) {
    const tools = c.cardsIn(c.seat, 'discard', (d) => d.kind === 'trainer' && d.trainerKind === 'tool')
    const picks = yield* c.chooseCards(tools, {
      text: `Put any number of Pokémon Tool cards from your discard pile in the Lost Zone (${more} more damage each)`,
      min: 0,
      max: tools.length,
      publicOptions: true,
    })
    for (const uid of picks) c.moveTo(uid, 'lostZone')
    c.dealDamage(c.damage + more * picks.length)
  }
}
