import { ifHeadsDefendingIsNow } from '../../effects/conditions'
import { attack, pokemon, resist, weak } from '../../kit'

/** ex1-75. Treecko (the Sapphire theme deck's). */
export const TREECKO_75 = pokemon({
  id: 'ex1-75',
  name: 'Treecko',
  stage: 'basic',
  hp: 40,
  types: ['grass'],
  weakness: weak('fire'),
  resistance: resist('water'),
  retreat: 1,
  attacks: [
    attack('Poison Breath', ['grass'], 0, {
      text: 'Flip a coin. If heads, the Defending Pokémon is now Poisoned.',
      effect: ifHeadsDefendingIsNow('poisoned'),
    }),
  ],
})
