import type { CardDef, EffectCtx } from '../../../engine'
import { activeRef } from '../../../engine'
import { trainer } from '../../kit'

/** Does `d` evolve from the Pokémon `name` names (its "Evolves from")? */
const evolvesFrom = (d: CardDef, name: string): boolean => d.kind === 'pokemon' && d.evolvesFrom === name

/** Evolving is allowed now for the Active Pokémon (not the first turn, not one put into play this turn). */
const activeMayEvolve = (c: EffectCtx): boolean => c.exists(activeRef(c.seat)) && c.mayEvolveNow(activeRef(c.seat))

/**
 * ex2-89. A Supporter: evolve the Active Pokémon with a card from the deck. "This counts as evolving that Pokémon",
 * so the evolution rules' timing holds (playable only when the Active Pokémon may evolve now).
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
    const active = activeRef(c.seat)
    const name = c.pokemonAt(active).name
    const [card] = yield* c.chooseCards(
      c.cardsIn(c.seat, 'deck', (d) => evolvesFrom(d, name)),
      { text: `Wally's Training: choose a card that evolves from ${name}`, min: 0, max: 1 },
    )
    if (card !== undefined) {
      c.reveal([card], 'search')
      c.evolve(active, card)
    }
    c.shuffleDeck()
  },
})
