import { attack, pokemon, weak } from '../../kit'

export const CHEWTLE = pokemon({
  id: 'swsh1-60',
  name: 'Chewtle',
  stage: 'basic',
  hp: 80,
  types: ['water'],
  weakness: weak('lightning'),
  retreat: 2,
  attacks: [
    attack('Bite', ['colorless', 'colorless'], 30),
    attack('Water Gun', ['water', 'colorless', 'colorless'], 50),
  ],
})
