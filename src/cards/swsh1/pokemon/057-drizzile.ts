import { attack, pokemon, weak } from '../../kit'

export const DRIZZILE_57 = pokemon({
  id: 'swsh1-57',
  name: 'Drizzile',
  stage: 'stage1',
  evolvesFrom: 'Sobble',
  hp: 90,
  types: ['water'],
  weakness: weak('lightning'),
  retreat: 1,
  attacks: [attack('Rain Splash', ['water'], 30), attack('Wave Splash', ['water', 'colorless'], 40)],
})
