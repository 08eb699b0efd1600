import { attack, pokemon, weak } from '../../kit'
import { healThis } from '../../effects/healing'

export const TANGROWTH = pokemon({
  id: 'swsh12pt5-5',
  name: 'Tangrowth',
  stage: 'stage1',
  evolvesFrom: 'Tangela',
  hp: 150,
  types: ['grass'],
  weakness: weak('fire'),
  retreat: 4,
  attacks: [
    attack('Suctioning Vines', ['grass', 'colorless'], 50, {
      text: 'After the damage, heal 30 damage from this Pokémon.',
      effect: healThis(30),
    }),
    attack('Hammer In', ['grass', 'grass', 'colorless'], 130),
  ],
})
