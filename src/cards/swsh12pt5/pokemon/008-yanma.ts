import { attack, pokemon, weak } from '../../kit'
import { damagesEachOfOpponentsPokemon } from '../../effects/damage'

export const YANMA = pokemon({
  id: 'swsh12pt5-8',
  name: 'Yanma',
  stage: 'basic',
  hp: 70,
  types: ['grass'],
  weakness: weak('fire'),
  retreat: 1,
  attacks: [
    attack('Swoop Across', ['colorless'], 0, {
      text: "Does 10 damage to every one of your opponent's Pokémon (no Weakness or Resistance on the Bench).",
      effect: damagesEachOfOpponentsPokemon(10),
    }),
    attack('Cutting Wind', ['colorless', 'colorless', 'colorless'], 70),
  ],
})
