import { attack, pokemon, resist, weak } from '../../kit'

export const TRANQUILL = pokemon({
  id: 'swsh2-144',
  name: 'Tranquill',
  stage: 'stage1',
  evolvesFrom: 'Pidove',
  hp: 80,
  types: ['colorless'],
  weakness: weak('lightning'),
  resistance: resist('fighting'),
  retreat: 1,
  attacks: [
    attack('Razor Wing', ['colorless', 'colorless'], 40),
    attack('Gust', ['colorless', 'colorless', 'colorless'], 60),
  ],
})
