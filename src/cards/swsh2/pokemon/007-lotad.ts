import { healThis } from '../../effects/healing'
import { attack, pokemon, weak } from '../../kit'

export const LOTAD = pokemon({
  id: 'swsh2-7',
  name: 'Lotad',
  stage: 'basic',
  hp: 60,
  types: ['grass'],
  weakness: weak('fire'),
  retreat: 1,
  attacks: [
    attack('Mini Drain', ['colorless'], 10, { text: 'Heal 10 damage from this Pokémon.', effect: healThis(10) }),
    attack('Ram', ['grass', 'colorless'], 20),
  ],
})
