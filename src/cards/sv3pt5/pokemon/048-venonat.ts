import { attack, pokemon, weak } from '../../kit'

export const VENONAT = pokemon({
  id: 'sv3pt5-48',
  name: 'Venonat',
  stage: 'basic',
  hp: 70,
  types: ['grass'],
  weakness: weak('fire'),
  retreat: 2,
  attacks: [attack('Gnaw', ['colorless'], 10), attack('Beam', ['grass', 'colorless', 'colorless'], 40)],
})
