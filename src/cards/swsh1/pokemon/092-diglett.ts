import { attack, pokemon, weak } from '../../kit'

export const DIGLETT = pokemon({
  id: 'swsh1-92',
  name: 'Diglett',
  stage: 'basic',
  hp: 60,
  types: ['fighting'],
  weakness: weak('grass'),
  retreat: 1,
  attacks: [attack('Scratch', ['fighting'], 10)],
})
