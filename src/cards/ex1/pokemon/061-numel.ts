import { attack, pokemon, weak } from '../../kit'
import { ifHeadsEachDefendingIsNow } from '../../effects/conditions'

/** ex1-61. Numel (Headbutt, Burn Off). */
export const NUMEL = pokemon({
  id: 'ex1-61',
  name: 'Numel',
  stage: 'basic',
  hp: 50,
  types: ['fire'],
  weakness: weak('water'),
  retreat: 1,
  attacks: [
    attack('Headbutt', ['colorless'], 10),
    attack('Burn Off', ['fire', 'colorless'], 0, {
      text: 'Flip a coin. If heads, each Defending Pokémon is now Burned.',
      effect: ifHeadsEachDefendingIsNow('burned'),
    }),
  ],
})
