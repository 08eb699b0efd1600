import { attack, pokemon, weak } from '../../kit'

export const SEEL = pokemon({
  id: 'swsh12pt5-29',
  name: 'Seel',
  stage: 'basic',
  hp: 70,
  types: ['water'],
  weakness: weak('lightning'),
  retreat: 1,
  attacks: [attack('Headbutt', ['water'], 10), attack('Rain Splash', ['water', 'colorless'], 20)],
})
