import { attack, pokemon, weak } from '../../kit'
import { searchDeckForOnePair } from '../../effects/cards-in-hand'
import { defendingIsNow } from '../../effects/conditions'

/** ex1-78. Wurmple: Signs of Evolution fetches a Silcoon–Beautifly or Cascoon–Dustox pair; Poison Barb poisons. */
export const WURMPLE = pokemon({
  id: 'ex1-78',
  name: 'Wurmple',
  stage: 'basic',
  hp: 50,
  types: ['grass'],
  weakness: weak('fire'),
  retreat: 1,
  attacks: [
    attack('Signs of Evolution', ['colorless'], 0, {
      text: 'Search your deck for one of the pairs Silcoon and Beautifly or Cascoon and Dustox: take 1 card of a pair, or both cards of one pair. Show them to your opponent and put them into your hand, then shuffle your deck.',
      *effect(c) {
        yield* searchDeckForOnePair(
          c,
          [
            ['Silcoon', 'Beautifly'],
            ['Cascoon', 'Dustox'],
          ],
          'Signs of Evolution',
        )
      },
    }),
    attack('Poison Barb', ['grass'], 0, {
      text: 'The Defending Pokémon is now Poisoned.',
      effect: defendingIsNow('poisoned'),
    }),
  ],
})
