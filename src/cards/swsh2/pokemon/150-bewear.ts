import { discardTopOfOpponentsDeck } from '../../effects/cards-in-hand'
import { attack, pokemon, weak } from '../../kit'

export const BEWEAR = pokemon({
  id: 'swsh2-150',
  name: 'Bewear',
  stage: 'stage1',
  evolvesFrom: 'Stufful',
  hp: 140,
  types: ['colorless'],
  weakness: weak('fighting'),
  retreat: 3,
  attacks: [
    attack('Hammer Arm', ['colorless', 'colorless', 'colorless'], 90, {
      text: "After the damage, put the top card of your opponent's deck into their discard pile.",
      effect: discardTopOfOpponentsDeck(1),
    }),
    attack('Big Throw', ['colorless', 'colorless', 'colorless', 'colorless'], 0, {
      text: "Flip a coin. On heads, your opponent's Active Pokémon and every card attached to it go to their discard pile (not a Knock Out: no Prize cards; they choose a new Active Pokémon, and with none, they lose).",
      *effect(c) {
        if (!c.flip() || c.protectedFromEffects(c.defending)) return
        c.removeFromPlay(c.defending, 'discard')
        c.endIfNoPokemon(c.opp)
        yield* c.promoteIfNeeded(c.opp)
      },
    }),
  ],
})
