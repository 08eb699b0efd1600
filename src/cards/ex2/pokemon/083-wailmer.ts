import { attack, pokemon, weak } from '../../kit'
import { defendingIsNow } from '../../effects/conditions'

export const WAILMER = pokemon({
  id: 'ex2-83',
  name: 'Wailmer',
  stage: 'basic',
  hp: 80,
  types: ['water'],
  weakness: weak('lightning'),
  retreat: 3,
  attacks: [
    attack('Rollout', ['colorless', 'colorless'], 20),
    attack('Super Hypno Wave', ['water', 'colorless', 'colorless'], 30, {
      text: 'The Defending Pokémon is now Asleep.',
      effect: defendingIsNow('asleep'),
    }),
  ],
})
