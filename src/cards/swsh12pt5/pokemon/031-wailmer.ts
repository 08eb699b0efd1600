import { healThis } from '../../effects/healing'
import { attack, pokemon, weak } from '../../kit'

export const WAILMER = pokemon({
  id: 'swsh12pt5-31',
  name: 'Wailmer',
  stage: 'basic',
  hp: 120,
  types: ['water'],
  weakness: weak('lightning'),
  retreat: 3,
  attacks: [
    attack('Nap', ['colorless'], 0, { text: 'Heal 30 damage from this Pokémon.', effect: healThis(30) }),
    attack('Water Gun', ['colorless', 'colorless', 'colorless'], 70),
  ],
})
