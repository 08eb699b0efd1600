import { attack, pokemon, weak } from '../../kit'
import { flipCondition } from './effects-35-69'

export const CATERPIE = pokemon({
  id: 'base1-45',
  name: 'Caterpie',
  set: 'base1',
  number: '45',
  stage: 'basic',
  hp: 40,
  types: ['grass'],
  weakness: weak('fire'),
  retreat: 1,
  attacks: [
    attack('String Shot', ['grass'], 10, {
      text: 'Flip a coin. If heads, the Defending Pokémon becomes Paralyzed.',
      effect: flipCondition('paralyzed'),
    }),
  ],
})
