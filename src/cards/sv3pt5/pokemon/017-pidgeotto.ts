import { attack, pokemon, resist, weak } from '../../kit'

export const PIDGEOTTO = pokemon({
  id: 'sv3pt5-17',
  name: 'Pidgeotto',
  stage: 'stage1',
  evolvesFrom: 'Pidgey',
  hp: 80,
  types: ['colorless'],
  weakness: weak('lightning'),
  resistance: resist('fighting'),
  retreat: 0,
  attacks: [attack('Flap', ['colorless'], 20)],
})
