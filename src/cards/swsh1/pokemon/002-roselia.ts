import { attack, pokemon, weak } from '../../kit'
import { healThis } from '../../effects/healing'

export const ROSELIA = pokemon({
  id: 'swsh1-2',
  name: 'Roselia',
  stage: 'basic',
  hp: 70,
  types: ['grass'],
  weakness: weak('fire'),
  retreat: 1,
  attacks: [attack('Absorb', ['grass'], 10, { text: 'Heal 10 damage from this Pokémon.', effect: healThis(10) })],
})
