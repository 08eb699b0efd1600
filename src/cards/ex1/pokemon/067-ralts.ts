import { attack, pokemon, weak } from '../../kit'
import { defendingIsNow } from '../../effects/conditions'

/** ex1-67. Ralts (Headbutt, Hypnoblast). */
export const RALTS_67 = pokemon({
  id: 'ex1-67',
  name: 'Ralts',
  stage: 'basic',
  hp: 50,
  types: ['psychic'],
  weakness: weak('psychic'),
  retreat: 1,
  attacks: [
    attack('Headbutt', ['colorless'], 10),
    attack('Hypnoblast', ['psychic', 'colorless'], 20, {
      text: 'The Defending Pokémon is now Asleep.',
      effect: defendingIsNow('asleep'),
    }),
  ],
})
