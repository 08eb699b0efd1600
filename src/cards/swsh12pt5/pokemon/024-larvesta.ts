import { attack, pokemon, weak } from '../../kit'

export const LARVESTA = pokemon({
  id: 'swsh12pt5-24',
  name: 'Larvesta',
  stage: 'basic',
  hp: 80,
  types: ['fire'],
  weakness: weak('water'),
  retreat: 3,
  attacks: [attack('Live Coal', ['fire'], 20)],
})
