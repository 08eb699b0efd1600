import { attack, pokemon, resist, weak } from '../../kit'
import { drawCards } from '../../effects/cards-in-hand'
import { defendingIsNow } from '../../effects/conditions'

export const GIRAFARIG = pokemon({
  id: 'swsh12pt5-61',
  name: 'Girafarig',
  stage: 'basic',
  hp: 90,
  types: ['psychic'],
  weakness: weak('darkness'),
  resistance: resist('fighting', 30),
  retreat: 1,
  attacks: [
    attack('Double Draw', ['colorless'], 0, { text: 'You draw 2 cards.', effect: drawCards(2) }),
    attack('Psybeam', ['psychic', 'colorless'], 30, {
      text: "After the damage, your opponent's Active Pokémon becomes Confused.",
      effect: defendingIsNow('confused'),
    }),
  ],
})
