import { shuffleHandIntoDeckAndDraw } from '../../effects/cards-in-hand'
import { attack, pokemon, weak } from '../../kit'

export const LUVDISC = pokemon({
  id: 'swsh12pt5-35',
  name: 'Luvdisc',
  stage: 'basic',
  hp: 70,
  types: ['water'],
  weakness: weak('lightning'),
  retreat: 1,
  attacks: [
    attack('Emotional Draw', ['water'], 0, {
      text: 'Shuffle the cards in your hand into your deck, then draw 5 cards.',
      effect: shuffleHandIntoDeckAndDraw(5),
    }),
    attack('Tackle', ['colorless'], 20),
  ],
})
