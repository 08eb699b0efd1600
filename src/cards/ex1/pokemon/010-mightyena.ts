import { attack, pokemon, resist, weak } from '../../kit'
import { ifHeadsDiscardRandomCardFromOpponentsHand } from '../../effects/cards-in-hand'
import { intimidatingFang } from '../../effects/powers'

/** ex1-10. Mightyena: Intimidating Fang (a Poké-Body) softens attacks on its side; Shakedown may discard a card. */
export const MIGHTYENA_10 = pokemon({
  id: 'ex1-10',
  name: 'Mightyena',
  stage: 'stage1',
  evolvesFrom: 'Poochyena',
  hp: 70,
  types: ['darkness'],
  weakness: weak('fighting'),
  resistance: resist('psychic'),
  retreat: 1,
  abilities: [intimidatingFang],
  attacks: [
    attack('Shakedown', ['darkness', 'colorless', 'colorless'], 40, {
      text: "Flip a coin. If heads, a card chosen at random from your opponent's hand is discarded.",
      effect: ifHeadsDiscardRandomCardFromOpponentsHand,
    }),
  ],
})
