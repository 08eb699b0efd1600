import { attack, pokemon, weak } from '../../kit'

export const RABOOT_33 = pokemon({
  id: 'swsh1-33',
  name: 'Raboot',
  stage: 'stage1',
  evolvesFrom: 'Scorbunny',
  hp: 90,
  types: ['fire'],
  weakness: weak('water'),
  retreat: 1,
  attacks: [attack('Kick', ['colorless'], 20), attack('Heat Blast', ['fire', 'fire'], 50)],
})
