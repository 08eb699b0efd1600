import { attack, pokemon, weak } from '../../kit'
import { defendingCantRetreat } from '../../effects/next-turn'

export const BELLSPROUT = pokemon({
  id: 'sv3pt5-69',
  name: 'Bellsprout',
  stage: 'basic',
  hp: 60,
  types: ['grass'],
  weakness: weak('fire'),
  retreat: 1,
  attacks: [
    attack('Cut', ['grass'], 10),
    attack('Bind Down', ['grass', 'colorless'], 20, {
      text: "During your opponent's next turn, the Defending Pokémon can't retreat.",
      effect: defendingCantRetreat,
    }),
  ],
})
