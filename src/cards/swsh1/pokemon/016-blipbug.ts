import { attack, pokemon, weak } from '../../kit'

export const BLIPBUG_16 = pokemon({
  id: 'swsh1-16',
  name: 'Blipbug',
  stage: 'basic',
  hp: 50,
  types: ['grass'],
  weakness: weak('fire'),
  retreat: 1,
  attacks: [attack('Gnaw', ['grass'], 20)],
})
