import type { EffectCtx, SlotRef, Uid } from '../../../engine'
import { classicTrainer } from '../../kit'
import { otherCardsInHand } from '../../effects/cards-in-hand'
import { placeName } from '../../effects/in-play'

const evolved = (c: EffectCtx): SlotRef[] => c.allPokemon(c.seat).filter((r) => c.stackOf(r).length > 1)

/** base1-72 */
export const DEVOLUTION_SPRAY = classicTrainer({
  id: 'base1-72',
  name: 'Devolution Spray',
  text:
    'Choose one of your evolved Pokémon and the stage to go back to. Discard its Evolution cards above that stage. ' +
    'Its damage counters and attached cards stay; it is no longer affected by Special Conditions or other effects of attacks. ' +
    'If its remaining HP drops to 0 or less, it is Knocked Out. You can play this only if you have an evolved Pokémon in play.',
  canPlay: (c) => evolved(c).length > 0,
  *play(c) {
    const target = yield* c.chooseSlot(evolved(c), { text: 'Choose one of your evolved Pokémon' })
    if (!target) return
    const stack = c.stackOf(target)
    let keep = 1
    if (stack.length > 2) {
      const labels = stack.slice(0, -1).map((u) => `Back to ${c.def(u).name}`)
      keep = (yield* c.chooseOne('Which stage should it go back to?', labels)) + 1
    }
    c.devolve(target, keep)
  },
})

interface BreederMove {
  card: Uid
  target: SlotRef
}

/**
 * Stage 2 cards in hand and the Basic Pokémon in play they can be put on: the Stage 2 evolves from a Stage 1 named
 * X, and some Stage 1 card named X evolves from the Basic's name (looked up by name in the card database). The
 * Basic must be allowed to evolve now (in play since the start of the turn, not its owner's first turn).
 */
function breederMoves(c: EffectCtx): BreederMove[] {
  const out: BreederMove[] = []
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
      const key = `${d.id}|${placeName(target)}` // two copies of the same card are one choice
      if (
        seen.has(key) ||
        top.kind !== 'pokemon' ||
        top.stage !== 'basic' ||
        !basics.has(top.name) ||
        !c.mayEvolveNow(target)
      )
        continue
      seen.add(key)
      out.push({ card, target })
    }
  }
  return out
}

/** base1-76 */
export const POKEMON_BREEDER = classicTrainer({
  id: 'base1-76',
  name: 'Pokémon Breeder',
  text:
    'Put a Stage 2 card from your hand onto the matching Basic Pokémon in play, skipping its Stage 1. ' +
    'You can play this only when that Basic Pokémon could evolve now (not during your first turn, and not on a Pokémon put into play this turn).',
  canPlay: (c) => breederMoves(c).length > 0,
  *play(c) {
    const moves = breederMoves(c)
    if (moves.length === 0) return
    const labels = moves.map(
      (m) => `Put ${c.def(m.card).name} on ${c.pokemonAt(m.target).name} (${placeName(m.target)})`,
    )
    // The labels name Stage 2 cards still in the hand: the opponent must not read them (rules.md Z-4).
    const i =
      moves.length > 1
        ? yield* c.chooseOne('Choose the Stage 2 card and the Basic Pokémon', labels, undefined, { hidden: true })
        : 0
    const m = moves[i]!
    c.evolve(m.target, m.card)
  },
})
