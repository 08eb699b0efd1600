import { attack, pokemon, weak } from '../../kit'

export const MUDBRAY = pokemon({
  id: 'swsh1-105',
  name: 'Mudbray',
  stage: 'basic',
  hp: 80,
  types: ['fighting'],
  weakness: weak('grass'),
  retreat: 2,
  attacks: [attack('Stampede', ['colorless'], 10), attack('Rear Kick', ['fighting', 'colorless'], 30)],
})
