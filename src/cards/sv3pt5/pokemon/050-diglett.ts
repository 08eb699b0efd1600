import { attack, pokemon, weak } from '../../kit'

export const DIGLETT = pokemon({
  id: 'sv3pt5-50',
  name: 'Diglett',
  stage: 'basic',
  hp: 50,
  types: ['fighting'],
  weakness: weak('grass'),
  retreat: 1,
  attacks: [attack('Headbutt Bounce', ['fighting'], 10), attack('Mud-Slap', ['fighting', 'fighting'], 30)],
})
