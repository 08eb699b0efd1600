import { attack, pokemon, weak } from '../../kit'

export const SNORUNT = pokemon({
  id: 'swsh12pt5-34',
  name: 'Snorunt',
  stage: 'basic',
  hp: 60,
  types: ['water'],
  weakness: weak('metal'),
  retreat: 1,
  attacks: [attack('Headbutt', ['water', 'colorless'], 30)],
})
