import { attack, pokemon, weak } from '../../kit'
import { POISON_PAYBACK } from '../bodies'

export const CACNEA_57 = pokemon({
  id: 'ex2-57',
  name: 'Cacnea',
  stage: 'basic',
  hp: 50,
  types: ['grass'],
  weakness: weak('fire'),
  retreat: 1,
  abilities: [POISON_PAYBACK],
  attacks: [attack('Light Punch', ['colorless'], 10)],
})
