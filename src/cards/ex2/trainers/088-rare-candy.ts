import type { EffectCtx, SlotRef, Uid } from '../../../engine'
import { trainer } from '../../kit'
import { otherCardsInHand } from '../../effects/cards-in-hand'
import { placeName } from '../../effects/in-play'

interface Move {
  card: Uid
  target: SlotRef
}

/**
 * Every Stage 1 card in the hand that evolves from one of your Basic Pokémon in play, and every Stage 2 card that
 * evolves from it through a Stage 1 (looked up by name in the card database), each with the Basic Pokémon it can go
 * on. "This counts as evolving that Pokémon": only Pokémon that may evolve now (not on your first turn, not one put
 * into play this turn). A Fossil in play is a Basic Pokémon ([003] EX-7), so Armaldo can go on Claw Fossil.
 */
function moves(c: EffectCtx): Move[] {
  const out: Move[] = []
  const seen = new Set<string>()
  for (const card of otherCardsInHand(c)) {
    const d = c.def(card)
    if (d.kind !== 'pokemon' || !d.evolvesFrom || (d.stage !== 'stage1' && d.stage !== 'stage2')) continue
    const basics =
      d.stage === 'stage1'
        ? new Set([d.evolvesFrom])
        : new Set(
            c
              .cardsNamed(d.evolvesFrom)
              .flatMap((s1) =>
                s1.kind === 'pokemon' && s1.stage === 'stage1' && s1.evolvesFrom ? [s1.evolvesFrom] : [],
              ),
          )
    for (const target of c.allPokemon(c.seat)) {
      const basic = c.pokemonAt(target)
      const key = `${d.id}|${placeName(target)}`
      if (seen.has(key) || basic.stage !== 'basic' || !basics.has(basic.name) || !c.mayEvolveNow(target)) continue
      seen.add(key)
      out.push({ card, target })
    }
  }
  return out
}

/** ex2-88. An Item (the EX-era wording): evolve a Basic Pokémon with a Stage 1 or Stage 2 card from the hand. */
export const RARE_CANDY = trainer('item', {
  id: 'ex2-88',
  name: 'Rare Candy',
  text:
    'Choose 1 of your Basic Pokémon in play and a Stage 1 or Stage 2 card in your hand that evolves from it (a ' +
    'Stage 2 through its Stage 1), and put that card on it. This counts as evolving that Pokémon: not during your ' +
    'first turn, and not on a Pokémon put into play this turn. You can play this only if you have such a pair.',
  canPlay: (c) => moves(c).length > 0,
  *play(c) {
    const options = moves(c)
    if (options.length === 0) return
    const labels = options.map(
      (m) => `Put ${c.def(m.card).name} on ${c.pokemonAt(m.target).name} (${placeName(m.target)})`,
    )
    // The labels name cards still in the hand: the opponent must not read them (rules.md Z-4).
    const i =
      options.length > 1
        ? yield* c.chooseOne('Rare Candy: choose the Evolution card and the Basic Pokémon', labels, undefined, {
            hidden: true,
          })
        : 0
    const m = options[i]!
    yield* c.evolveFromHand(m.target, m.card) // played from the hand to evolve: on-evolve Abilities are offered
  },
})
