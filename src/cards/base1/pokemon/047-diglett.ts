import { attack, pokemon, resist, weak } from '../../kit'

export const DIGLETT = pokemon({
  id: 'base1-47',
  name: 'Diglett',
  stage: 'basic',
  hp: 30,
  types: ['fighting'],
  weakness: weak('grass'),
  resistance: resist('lightning'),
  retreat: 0,
  attacks: [attack('Dig', ['fighting'], 10), attack('Mud Slap', ['fighting', 'fighting'], 30)],
})
