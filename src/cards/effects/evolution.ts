/** Card building blocks for evolving by a Trainer's effect (Pokémon Breeder, Rare Candy: skipping the Stage 1). */
import type { EffectCtx, Proc, SlotRef, Uid } from '../../engine'
import { otherCardsInHand } from './cards-in-hand'
import { placeName } from './in-play'

/** A Stage 2 card in hand and a Basic Pokémon in play it can be put on. */
export interface SkipStage1Move {
  card: Uid
  target: SlotRef
}

/**
 * "Put a Stage 2 card from your hand onto the matching Basic Pokémon, skipping the Stage 1": every Stage 2 card in
 * hand with each of the player's Basic Pokémon it can go on (the Stage 2 evolves from a Stage 1 named X, and some
 * Stage 1 card named X evolves from the Basic's name; looked up by name in the card database), where `mayUse(ref)`
 * allows that Basic (the card's own timing limits). Two copies of one card on one Pokémon are one move.
 */
export function skipStage1Moves(c: EffectCtx, mayUse: (ref: SlotRef) => boolean): SkipStage1Move[] {
  const out: SkipStage1Move[] = []
  const seen = new Set<string>()
  for (const card of otherCardsInHand(c)) {
    const d = c.def(card)
    if (d.kind !== 'pokemon' || d.stage !== 'stage2' || !d.evolvesFrom) continue
    const basics = new Set(
      c
        .cardsNamed(d.evolvesFrom)
        .flatMap((s1) => (s1.kind === 'pokemon' && s1.stage === 'stage1' && s1.evolvesFrom ? [s1.evolvesFrom] : [])),
    )
    for (const target of c.allPokemon(c.seat)) {
      const top = c.def(c.topCard(target))
      const key = `${d.id}|${placeName(target)}`
      if (seen.has(key) || top.kind !== 'pokemon' || top.stage !== 'basic' || !basics.has(top.name) || !mayUse(target))
        continue
      seen.add(key)
      out.push({ card, target })
    }
  }
  return out
}

/** Ask which of `moves` to make (when more than one) and evolve the Basic Pokémon into the Stage 2 card. */
export function* evolveSkippingStage1(c: EffectCtx, moves: readonly SkipStage1Move[]): Proc<void> {
  if (moves.length === 0) return
  const labels = moves.map((m) => `Put ${c.def(m.card).name} on ${c.pokemonAt(m.target).name} (${placeName(m.target)})`)
  // The labels name Stage 2 cards still in the hand: the opponent must not read them (rules.md Z-4).
  const i =
    moves.length > 1
      ? yield* c.chooseOne('Choose the Stage 2 card and the Basic Pokémon', labels, undefined, { hidden: true })
      : 0
  const m = moves[i]!
  // The Stage 2 card is played from the hand to evolve: its onPlay 'evolve' Abilities (Shady Dealings) are offered.
  yield* c.evolveFromHand(m.target, m.card)
}
