import { attack, pokemon, weak } from '../../kit'

export const DUGTRIO = pokemon({
  id: 'sv3pt5-51',
  name: 'Dugtrio',
  stage: 'stage1',
  evolvesFrom: 'Diglett',
  hp: 90,
  types: ['fighting'],
  weakness: weak('grass'),
  retreat: 1,
  attacks: [attack('Headbutt Bounce', ['fighting'], 40), attack('Mud Bomb', ['fighting', 'fighting'], 80)],
})
