import { attack, pokemon, weak } from '../../kit'

export const SKRELP = pokemon({
  id: 'swsh12pt5-81',
  name: 'Skrelp',
  stage: 'basic',
  hp: 60,
  types: ['darkness'],
  weakness: weak('fighting'),
  retreat: 1,
  attacks: [attack('Tackle', ['darkness'], 10), attack('Melt', ['darkness', 'colorless'], 20)],
})
