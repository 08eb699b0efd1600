import { attack, pokemon, weak } from '../../kit'
import { ifHeadsDefendingIsNow } from '../../effects/conditions'

export const CLOYSTER = pokemon({
  id: 'swsh1-41',
  name: 'Cloyster',
  stage: 'stage1',
  evolvesFrom: 'Shellder',
  hp: 130,
  types: ['water'],
  weakness: weak('lightning'),
  retreat: 2,
  attacks: [
    attack('Shell Grab', ['colorless'], 30, {
      text: "Flip a coin. On heads, the opponent's Active Pokémon becomes Paralyzed.",
      effect: ifHeadsDefendingIsNow('paralyzed'),
    }),
    attack('Tidal Wave', ['water', 'colorless', 'colorless'], 100),
  ],
})
