import { attack, pokemon, weak } from '../../kit'
import { ifHeadsDefendingIsNow } from '../../effects/conditions'
import { ifHeadsPreventAllDamageToThis } from '../../effects/next-turn'

export const KAKUNA = pokemon({
  id: 'base1-33',
  name: 'Kakuna',
  stage: 'stage1',
  evolvesFrom: 'Weedle',
  hp: 80,
  types: ['grass'],
  weakness: weak('fire'),
  retreat: 2,
  attacks: [
    attack('Stiffen', ['colorless', 'colorless'], 0, {
      text: "Flip a coin. If heads, prevent all damage done to Kakuna by attacks during your opponent's next turn (other effects of attacks still happen).",
      effect: ifHeadsPreventAllDamageToThis,
    }),
    attack('Poisonpowder', ['grass', 'grass'], 20, {
      text: 'Flip a coin: on heads, the Defending Pokémon becomes Poisoned.',
      effect: ifHeadsDefendingIsNow('poisoned'),
    }),
  ],
})
