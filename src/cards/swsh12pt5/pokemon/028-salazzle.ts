import { attack, pokemon, weak } from '../../kit'
import { defendingIsNow } from '../../effects/conditions'

export const SALAZZLE = pokemon({
  id: 'swsh12pt5-28',
  name: 'Salazzle',
  stage: 'stage1',
  evolvesFrom: 'Salandit',
  hp: 120,
  types: ['fire'],
  weakness: weak('water'),
  retreat: 1,
  attacks: [
    attack('Tail Trickery', ['colorless'], 20, {
      text: "After the damage, your opponent's Active Pokémon becomes Confused.",
      effect: defendingIsNow('confused'),
    }),
    attack('Super Singe', ['fire', 'colorless'], 60, {
      text: "After the damage, your opponent's Active Pokémon becomes Burned.",
      effect: defendingIsNow('burned'),
    }),
  ],
})
