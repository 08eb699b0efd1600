import { attack, pokemon, weak } from '../../kit'

export const CLOBBOPUS_112 = pokemon({
  id: 'swsh1-112',
  name: 'Clobbopus',
  stage: 'basic',
  hp: 80,
  types: ['fighting'],
  weakness: weak('psychic'),
  retreat: 2,
  attacks: [attack('Punch', ['fighting', 'fighting'], 50)],
})
