import { attack, pokemon, weak } from '../../kit'

export const WHIMSICOTT = pokemon({
  id: 'swsh1-6',
  name: 'Whimsicott',
  stage: 'stage1',
  evolvesFrom: 'Cottonee',
  hp: 100,
  types: ['grass'],
  weakness: weak('fire'),
  retreat: 1,
  attacks: [
    attack('Cotton Ride', ['colorless'], 0, {
      text: 'Flip a coin. On heads, your opponent shuffles their Active Pokémon, with every card attached to it, into their deck (then they choose a new Active Pokémon from their Bench; with none, they lose).',
      *effect(c) {
        if (!c.flip() || c.protectedFromEffects(c.defending)) return
        c.removeFromPlay(c.defending, 'deck')
        c.shuffleDeck(c.opp)
        c.endIfNoPokemon(c.opp)
        yield* c.promoteIfNeeded(c.opp)
      },
    }),
    attack('Leaf Step', ['grass'], 50),
  ],
})
