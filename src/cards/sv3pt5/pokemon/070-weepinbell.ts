import { attack, pokemon, weak } from '../../kit'

export const WEEPINBELL = pokemon({
  id: 'sv3pt5-70',
  name: 'Weepinbell',
  stage: 'stage1',
  evolvesFrom: 'Bellsprout',
  hp: 90,
  types: ['grass'],
  weakness: weak('fire'),
  retreat: 2,
  attacks: [attack('Cut', ['grass'], 30), attack('Spray Fluid', ['grass', 'colorless'], 50)],
})
