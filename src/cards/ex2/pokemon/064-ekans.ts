import { attack, pokemon, weak } from '../../kit'
import { ifHeadsDefendingIsNow } from '../../effects/conditions'

export const EKANS = pokemon({
  id: 'ex2-64',
  name: 'Ekans',
  stage: 'basic',
  hp: 50,
  types: ['grass'],
  weakness: weak('psychic'),
  retreat: 1,
  attacks: [
    attack('Bind', ['colorless'], 10, {
      text: 'Flip a coin. If heads, the Defending Pokémon is now Paralyzed.',
      effect: ifHeadsDefendingIsNow('paralyzed'),
    }),
  ],
})
