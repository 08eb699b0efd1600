import { attack, pokemon, weak } from '../../kit'

export const GRAVELER = pokemon({
  id: 'swsh12pt5-68',
  name: 'Graveler',
  stage: 'stage1',
  evolvesFrom: 'Geodude',
  hp: 110,
  types: ['fighting'],
  weakness: weak('grass'),
  retreat: 4,
  attacks: [attack('Tackle', ['fighting'], 30), attack('Boulder Crush', ['fighting', 'colorless', 'colorless'], 70)],
})
