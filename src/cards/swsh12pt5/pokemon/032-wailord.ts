import { healThis } from '../../effects/healing'
import { attack, pokemon, weak } from '../../kit'

export const WAILORD = pokemon({
  id: 'swsh12pt5-32',
  name: 'Wailord',
  stage: 'stage1',
  evolvesFrom: 'Wailmer',
  hp: 220,
  types: ['water'],
  weakness: weak('lightning'),
  retreat: 4,
  attacks: [
    attack('Bubble Drain', ['colorless', 'colorless', 'colorless'], 80, {
      text: 'After the damage, heal 30 damage from this Pokémon.',
      effect: healThis(30),
    }),
    attack('Heavy Impact', ['water', 'water', 'colorless', 'colorless', 'colorless'], 180),
  ],
})
