import { attack, pokemon, weak } from '../../kit'

export const HORSEA = pokemon({
  id: 'sv3pt5-116',
  name: 'Horsea',
  stage: 'basic',
  hp: 60,
  types: ['water'],
  weakness: weak('lightning'),
  retreat: 1,
  attacks: [attack('Rain Splash', ['water'], 10), attack('Sharp Fin', ['water', 'colorless', 'colorless'], 40)],
})
