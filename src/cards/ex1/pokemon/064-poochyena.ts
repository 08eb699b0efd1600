import { attack, pokemon, resist, weak } from '../../kit'
import { ifHeadsDiscardRandomCardFromOpponentsHand } from '../../effects/cards-in-hand'

/** ex1-64. Poochyena: Knock Off may discard a card from the opponent's hand. */
export const POOCHYENA_64 = pokemon({
  id: 'ex1-64',
  name: 'Poochyena',
  stage: 'basic',
  hp: 50,
  types: ['darkness'],
  weakness: weak('fighting'),
  resistance: resist('psychic'),
  retreat: 1,
  attacks: [
    attack('Knock Off', ['darkness'], 0, {
      text: "Flip a coin. If heads, a card chosen at random from your opponent's hand is discarded.",
      effect: ifHeadsDiscardRandomCardFromOpponentsHand,
    }),
    attack('Rear Kick', ['colorless', 'colorless'], 20),
  ],
})
