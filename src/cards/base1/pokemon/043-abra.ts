import { attack, pokemon, weak } from '../../kit'
import { ifHeadsDefendingIsNow } from '../../effects/conditions'

export const ABRA = pokemon({
  id: 'base1-43',
  name: 'Abra',
  stage: 'basic',
  hp: 30,
  types: ['psychic'],
  weakness: weak('psychic'),
  retreat: 0,
  attacks: [
    attack('Psyshock', ['psychic'], 10, {
      text: 'Flip a coin. If heads, the Defending Pokémon becomes Paralyzed.',
      effect: ifHeadsDefendingIsNow('paralyzed'),
    }),
  ],
})
