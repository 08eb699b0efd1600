import { attack, pokemon, weak } from '../../kit'

export const NOSEPASS = pokemon({
  id: 'swsh2-96',
  name: 'Nosepass',
  stage: 'basic',
  hp: 80,
  types: ['fighting'],
  weakness: weak('grass'),
  retreat: 3,
  attacks: [attack('Tackle', ['colorless'], 10), attack('Rolling Tackle', ['colorless', 'colorless', 'colorless'], 50)],
})
