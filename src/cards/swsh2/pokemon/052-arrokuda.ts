import { attack, pokemon, weak } from '../../kit'

export const ARROKUDA = pokemon({
  id: 'swsh2-52',
  name: 'Arrokuda',
  stage: 'basic',
  hp: 60,
  types: ['water'],
  weakness: weak('lightning'),
  retreat: 1,
  attacks: [attack('Rain Splash', ['water'], 20)],
})
