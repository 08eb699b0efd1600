import { attack, pokemon, weak } from '../../kit'

export const RHYHORN_96 = pokemon({
  id: 'swsh1-96',
  name: 'Rhyhorn',
  stage: 'basic',
  hp: 100,
  types: ['fighting'],
  weakness: weak('grass'),
  retreat: 3,
  attacks: [attack('Horn Attack', ['colorless'], 10), attack('Hammer In', ['fighting', 'colorless'], 30)],
})
