import { attack, pokemon, resist, weak } from '../../kit'
import { healEachOfYours } from '../../effects/healing'
import { defendingIsNow } from '../../effects/conditions'

export const INDEEDEE = pokemon({
  id: 'swsh2-88',
  name: 'Indeedee',
  stage: 'basic',
  hp: 100,
  types: ['psychic'],
  weakness: weak('darkness'),
  resistance: resist('fighting'),
  retreat: 1,
  attacks: [
    attack('Replenish Time', ['colorless'], 0, {
      text: 'Heal 30 damage from each of your Pokémon.',
      effect: healEachOfYours(30),
    }),
    attack('Psybeam', ['psychic', 'colorless'], 30, {
      text: "Your opponent's Active Pokémon is now Confused.",
      effect: defendingIsNow('confused'),
    }),
  ],
})
