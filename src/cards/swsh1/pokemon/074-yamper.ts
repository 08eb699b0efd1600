import { attack, pokemon, weak } from '../../kit'

export const YAMPER_74 = pokemon({
  id: 'swsh1-74',
  name: 'Yamper',
  stage: 'basic',
  hp: 70,
  types: ['lightning'],
  weakness: weak('fighting'),
  retreat: 1,
  attacks: [attack('Bite', ['colorless'], 10), attack('Zap Kick', ['lightning', 'colorless'], 20)],
})
