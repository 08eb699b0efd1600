import { attack, pokemon, weak } from '../../kit'
import { defendingIsNow } from '../../effects/conditions'
import { defendingCantRetreat } from '../../effects/next-turn'

export const CARNIVINE = pokemon({
  id: 'swsh12pt5-12',
  name: 'Carnivine',
  stage: 'basic',
  hp: 90,
  types: ['grass'],
  weakness: weak('fire'),
  retreat: 1,
  attacks: [
    attack('Festering Saliva', ['grass'], 0, {
      text: "Your opponent's Active Pokémon becomes Burned and Poisoned.",
      effect: defendingIsNow('burned', 'poisoned'),
    }),
    attack('Bind Down', ['colorless', 'colorless'], 40, {
      text: "The Defending Pokémon cannot retreat during your opponent's next turn.",
      effect: defendingCantRetreat,
    }),
  ],
})
