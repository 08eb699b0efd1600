import { attack, pokemon, weak } from '../../kit'
import { discardTopOfOpponentsDeck } from '../../effects/cards-in-hand'

export const KROKOROK = pokemon({
  id: 'swsh12pt5-79',
  name: 'Krokorok',
  stage: 'stage1',
  evolvesFrom: 'Sandile',
  hp: 90,
  types: ['darkness'],
  weakness: weak('grass'),
  retreat: 2,
  attacks: [
    attack('Bite', ['darkness'], 20),
    attack('Dredge Up', ['colorless', 'colorless', 'colorless'], 0, {
      text: "Your opponent's top 3 deck cards go to their discard pile.",
      effect: discardTopOfOpponentsDeck(3),
    }),
  ],
})
