import { pokemon, resist, weak } from '../../kit'
import { darkMind, surprise } from '../attacks'

export const MURKROW = pokemon({
  id: 'ex2-47',
  name: 'Murkrow',
  stage: 'basic',
  hp: 60,
  types: ['darkness'],
  weakness: weak('fighting'),
  resistance: resist('psychic'),
  retreat: 1,
  attacks: [surprise(0), darkMind(['darkness', 'colorless'], 20)],
})
