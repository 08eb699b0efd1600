import { attack, pokemon, weak } from '../../kit'

export const DUGTRIO = pokemon({
  id: 'swsh1-93',
  name: 'Dugtrio',
  stage: 'stage1',
  evolvesFrom: 'Diglett',
  hp: 90,
  types: ['fighting'],
  weakness: weak('grass'),
  retreat: 1,
  attacks: [attack('Mud Bomb', ['fighting'], 60)],
})
