import { attack, pokemon, weak } from '../../kit'
import { ifHeadsDefendingIsNow } from '../../effects/conditions'

export const CYNDAQUIL = pokemon({
  id: 'ex2-59',
  name: 'Cyndaquil',
  stage: 'basic',
  hp: 50,
  types: ['fire'],
  weakness: weak('water'),
  retreat: 1,
  attacks: [
    attack('Tackle', ['colorless'], 10),
    attack('Singe', ['fire'], 0, {
      text: 'Flip a coin. If heads, the Defending Pokémon is now Burned.',
      effect: ifHeadsDefendingIsNow('burned'),
    }),
  ],
})
