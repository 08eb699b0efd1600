import { attack, pokemon, weak } from '../../kit'

export const ELECTABUZZ = pokemon({
  id: 'swsh2-58',
  name: 'Electabuzz',
  stage: 'basic',
  hp: 90,
  types: ['lightning'],
  weakness: weak('fighting'),
  retreat: 2,
  attacks: [
    attack('Knuckle Punch', ['colorless'], 10),
    attack('Electroslug', ['lightning', 'lightning', 'colorless'], 70),
  ],
})
