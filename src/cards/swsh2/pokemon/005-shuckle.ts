import { ifHeadsDefendingIsNow } from '../../effects/conditions'
import { attack, pokemon, weak } from '../../kit'
import { isBasicEnergy } from '../../../engine'

export const SHUCKLE = pokemon({
  id: 'swsh2-5',
  name: 'Shuckle',
  stage: 'basic',
  hp: 80,
  types: ['grass'],
  weakness: weak('fire'),
  retreat: 1,
  attacks: [
    attack('Berry Picking', ['colorless'], 0, {
      text: 'Choose up to 5 basic Energy cards from your discard pile and shuffle them into your deck.',
      *effect(c) {
        const energy = c.cardsIn(c.seat, 'discard', isBasicEnergy)
        const picks = yield* c.chooseCards(energy, {
          text: 'Shuffle up to 5 basic Energy cards into your deck',
          min: 1, // "up to" is 1 to N (rules.md WD-1)
          max: 5,
          publicOptions: true,
        })
        for (const uid of picks) c.moveTo(uid, 'deck')
        c.shuffleDeck()
      },
    }),
    attack('Bind', ['grass', 'colorless', 'colorless'], 50, {
      text: "Flip a coin. If heads, your opponent's Active Pokémon is now Paralyzed.",
      effect: ifHeadsDefendingIsNow('paralyzed'),
    }),
  ],
})
