import { attack, pokemon, weak } from '../../kit'
import { defendingCantRetreat } from '../../effects/next-turn'

export const TRAPINCH = pokemon({
  id: 'ex2-82',
  name: 'Trapinch',
  stage: 'basic',
  hp: 40,
  types: ['fighting'],
  weakness: weak('grass'),
  retreat: 1,
  attacks: [
    attack('Sand Pit', ['colorless'], 10, {
      text: "The Defending Pokémon can't retreat until the end of your opponent's next turn.",
      effect: defendingCantRetreat,
    }),
    attack('Irongrip', ['colorless', 'colorless'], 20),
  ],
})
