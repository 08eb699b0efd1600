import { attack, pokemon, weak } from '../../kit'
import { damagesEachOfOpponentsPokemon } from '../../effects/damage'

export const KRABBY_42 = pokemon({
  id: 'swsh1-42',
  name: 'Krabby',
  stage: 'basic',
  hp: 80,
  types: ['water'],
  weakness: weak('lightning'),
  retreat: 2,
  attacks: [
    attack('Aqua Shower', ['water'], 0, {
      text: "Does 10 damage to every one of your opponent's Pokémon (no Weakness or Resistance on the Bench).",
      effect: damagesEachOfOpponentsPokemon(10),
    }),
    attack('Vise Grip', ['water', 'colorless'], 30),
  ],
})
