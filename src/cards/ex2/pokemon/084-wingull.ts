import { attack, pokemon, resist, weak } from '../../kit'
import { ifHeadsDefendingIsNow } from '../../effects/conditions'

export const WINGULL = pokemon({
  id: 'ex2-84',
  name: 'Wingull',
  stage: 'basic',
  hp: 40,
  types: ['water'],
  weakness: weak('lightning'),
  resistance: resist('fighting'),
  retreat: 1,
  attacks: [
    attack('Supersonic', ['colorless'], 0, {
      text: 'Flip a coin. If heads, the Defending Pokémon is now Confused.',
      effect: ifHeadsDefendingIsNow('confused'),
    }),
  ],
})
