import { attack, pokemon, weak } from '../../kit'
import { ifHeadsDefendingIsNow } from '../../effects/conditions'
import { ifHeadsPreventAllDamageToThis } from '../../effects/next-turn'

export const SQUIRTLE = pokemon({
  id: 'base1-63',
  name: 'Squirtle',
  stage: 'basic',
  hp: 40,
  types: ['water'],
  weakness: weak('lightning'),
  retreat: 1,
  attacks: [
    attack('Bubble', ['water'], 10, {
      text: 'Flip a coin. If heads, the Defending Pokémon becomes Paralyzed.',
      effect: ifHeadsDefendingIsNow('paralyzed'),
    }),
    attack('Withdraw', ['water', 'colorless'], 0, {
      text: "Flip a coin. If heads, attacks do no damage to Squirtle during your opponent's next turn (their other effects still happen).",
      effect: ifHeadsPreventAllDamageToThis,
    }),
  ],
})
