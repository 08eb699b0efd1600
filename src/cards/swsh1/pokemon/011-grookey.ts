import { attack, pokemon, weak } from '../../kit'

export const GROOKEY_11 = pokemon({
  id: 'swsh1-11',
  name: 'Grookey',
  stage: 'basic',
  hp: 70,
  types: ['grass'],
  weakness: weak('fire'),
  retreat: 1,
  attacks: [attack('Scratch', ['colorless'], 10), attack('Beat', ['grass', 'colorless'], 20)],
})
