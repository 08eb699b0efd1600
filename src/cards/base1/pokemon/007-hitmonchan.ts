import { attack, pokemon, weak } from '../../kit'

export const HITMONCHAN = pokemon({
  id: 'base1-7',
  name: 'Hitmonchan',
  stage: 'basic',
  hp: 70,
  types: ['fighting'],
  weakness: weak('psychic'),
  retreat: 2,
  attacks: [attack('Jab', ['fighting'], 20), attack('Special Punch', ['fighting', 'fighting', 'colorless'], 40)],
})
