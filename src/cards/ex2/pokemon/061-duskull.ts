import { attack, pokemon, resist, weak } from '../../kit'
import { ifHeadsDefendingIsNow } from '../../effects/conditions'
import { surprise } from '../attacks'

export const DUSKULL_61 = pokemon({
  id: 'ex2-61',
  name: 'Duskull',
  stage: 'basic',
  hp: 40,
  types: ['psychic'],
  weakness: weak('darkness'),
  resistance: resist('fighting'),
  retreat: 1,
  attacks: [
    surprise(0),
    attack('Confuse Ray', ['psychic'], 0, {
      text: 'Flip a coin. If heads, the Defending Pokémon is now Confused.',
      effect: ifHeadsDefendingIsNow('confused'),
    }),
  ],
})
