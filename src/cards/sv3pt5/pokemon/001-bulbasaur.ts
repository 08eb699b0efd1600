import { attack, pokemon, weak } from '../../kit'
import { healThis } from '../../effects/healing'

export const BULBASAUR = pokemon({
  id: 'sv3pt5-1',
  name: 'Bulbasaur',
  stage: 'basic',
  hp: 70,
  types: ['grass'],
  weakness: weak('fire'),
  retreat: 2,
  attacks: [
    attack('Leech Seed', ['grass', 'colorless'], 20, {
      text: 'After the damage, heal 20 damage from this Pokémon.',
      effect: healThis(20),
    }),
  ],
})
