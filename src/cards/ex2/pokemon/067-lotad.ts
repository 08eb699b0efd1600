import { attack, pokemon, weak } from '../../kit'
import { healThis } from '../../effects/healing'

export const LOTAD_67 = pokemon({
  id: 'ex2-67',
  name: 'Lotad',
  stage: 'basic',
  hp: 50,
  types: ['water'],
  weakness: weak('lightning'),
  retreat: 1,
  attacks: [
    attack('Tackle', ['colorless'], 10),
    attack('Blot', ['colorless', 'colorless'], 20, {
      text: 'Remove 1 damage counter from Lotad.',
      effect: healThis(10),
    }),
  ],
})
