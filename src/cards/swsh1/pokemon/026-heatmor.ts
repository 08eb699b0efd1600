import { attack, pokemon, weak } from '../../kit'
import { defendingIsNow } from '../../effects/conditions'

export const HEATMOR = pokemon({
  id: 'swsh1-26',
  name: 'Heatmor',
  stage: 'basic',
  hp: 110,
  types: ['fire'],
  weakness: weak('water'),
  retreat: 1,
  attacks: [
    attack('Searing Flame', ['fire'], 10, {
      text: "The opponent's Active Pokémon becomes Burned.",
      effect: defendingIsNow('burned'),
    }),
    attack('Fire Claws', ['fire', 'fire'], 50),
  ],
})
