import { attack, pokemon, resist, weak } from '../../kit'
import { ifHeadsEachDefendingIsNow } from '../../effects/conditions'

/** ex1-53. Electrike (Super Thunder Wave, Tackle). */
export const ELECTRIKE_53 = pokemon({
  id: 'ex1-53',
  name: 'Electrike',
  stage: 'basic',
  hp: 50,
  types: ['lightning'],
  weakness: weak('fighting'),
  resistance: resist('metal'),
  retreat: 1,
  attacks: [
    attack('Super Thunder Wave', ['colorless'], 0, {
      text: 'Flip a coin. If heads, each Defending Pokémon is now Paralyzed.',
      effect: ifHeadsEachDefendingIsNow('paralyzed'),
    }),
    attack('Tackle', ['colorless', 'colorless'], 20),
  ],
})
