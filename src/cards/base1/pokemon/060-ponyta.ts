import { attack, pokemon, weak } from '../../kit'

export const PONYTA = pokemon({
  id: 'base1-60',
  name: 'Ponyta',
  stage: 'basic',
  hp: 40,
  types: ['fire'],
  weakness: weak('water'),
  retreat: 1,
  attacks: [attack('Smash Kick', ['colorless', 'colorless'], 20), attack('Flame Tail', ['fire', 'fire'], 30)],
})
