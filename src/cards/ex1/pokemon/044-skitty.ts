import { isBasicEnergy } from '../../../engine'
import { attack, pokemon, weak } from '../../kit'
import { searchDeckToHand } from '../../effects/cards-in-hand'
import { defendingIsNow } from '../../effects/conditions'

/** ex1-44. Skitty: Minor Errand-Running fetches 2 basic Energy cards; Lullaby puts the Defender to sleep. */
export const SKITTY_44 = pokemon({
  id: 'ex1-44',
  name: 'Skitty',
  stage: 'basic',
  hp: 40,
  types: ['colorless'],
  weakness: weak('fighting'),
  retreat: 1,
  attacks: [
    attack('Minor Errand-Running', ['colorless'], 0, {
      text: 'Search your deck for up to 2 basic Energy cards, show them to your opponent and put them into your hand. Shuffle your deck afterward.',
      effect: searchDeckToHand(2, isBasicEnergy, 'Minor Errand-Running: choose up to 2 basic Energy cards'),
    }),
    attack('Lullaby', ['colorless'], 10, {
      text: 'The Defending Pokémon is now Asleep.',
      effect: defendingIsNow('asleep'),
    }),
  ],
})
