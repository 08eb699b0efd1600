import { attack, pokemon, weak } from '../../kit'

export const PIKACHU = pokemon({
  id: 'ex2-72',
  name: 'Pikachu',
  stage: 'basic',
  hp: 50,
  types: ['lightning'],
  weakness: weak('fighting'),
  retreat: 1,
  attacks: [attack('Scratch', ['colorless'], 10), attack('Pika Bolt', ['lightning', 'colorless', 'colorless'], 40)],
})
