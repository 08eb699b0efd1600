import type { CardDef, EffectCtx, SlotRef } from '../../../engine'
import { trainer } from '../../kit'

/** Does `d` evolve from the Pokémon `name` names (its "Evolves from")? */
const evolvesFrom = (d: CardDef, name: string): boolean => d.kind === 'pokemon' && d.evolvesFrom === name

/** Evolving is allowed now for this Active Pokémon (not the first turn, not one put into play this turn). */
const mayEvolve = (c: EffectCtx, ref: SlotRef): boolean => c.mayEvolveNow(ref)
/** An Active Pokémon that may evolve now (either of the two in a 2-on-2 Battle). */
const activeMayEvolve = (c: EffectCtx): boolean => c.activePokemon(c.seat).some((ref) => mayEvolve(c, ref))

/**
 * ex2-89. A Supporter: evolve the Active Pokémon with a card from the deck. "This counts as evolving that Pokémon",
 * so the evolution rules' timing holds (playable only when the Active Pokémon may evolve now). In a 2-on-2 Battle
 * the player chooses which Active Pokémon, among those that may evolve ("choose 1 if there are 2"; seed 003 Appendix A
 * "Trainer Cards").
 */
export const WALLYS_TRAINING = trainer('supporter', {
  id: 'ex2-89',
  name: "Wally's Training",
  text:
    'Search your deck for a card that evolves from your Active Pokémon and put it on your Active Pokémon (this ' +
    'counts as evolving it). Shuffle your deck afterward. You can play this only when your Active Pokémon could ' +
    'evolve this turn.',
  canPlay: activeMayEvolve,
  *play(c) {
    const active = yield* c.chooseActive(c.seat, {
      text: "Wally's Training: evolve which Active Pokémon?",
      filter: (ref) => mayEvolve(c, ref),
    })
    if (!active) return
    const name = c.pokemonAt(active).name
    const [card] = yield* c.chooseCards(
      c.cardsIn(c.seat, 'deck', (d) => evolvesFrom(d, name)),
      {
        text: `Wally's Training: choose a card that evolves from ${name}`,
        min: 0,
        max: 1,
        hiddenZone: c.me.deck.length > 0,
      },
    )
    if (card !== undefined) {
      c.reveal([card], 'search')
      c.evolve(active, card)
    }
    c.shuffleDeck()
  },
})
