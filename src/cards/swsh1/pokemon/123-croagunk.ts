import { attack, pokemon, weak } from '../../kit'

export const CROAGUNK = pokemon({
  id: 'swsh1-123',
  name: 'Croagunk',
  stage: 'basic',
  hp: 70,
  types: ['darkness'],
  weakness: weak('fighting'),
  retreat: 1,
  attacks: [attack('Stampede', ['colorless'], 10), attack('Lunge Out', ['darkness', 'colorless'], 30)],
})
