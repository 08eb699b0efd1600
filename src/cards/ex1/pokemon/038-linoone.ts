import { attack, pokemon, weak } from '../../kit'
import { perHeads } from '../../effects/coins'
import { searchDeckToHand } from '../../effects/cards-in-hand'

/** ex1-38. Linoone: Seek Out fetches any 2 cards; Continuous Headbutt flips until tails. */
export const LINOONE = pokemon({
  id: 'ex1-38',
  name: 'Linoone',
  stage: 'stage1',
  evolvesFrom: 'Zigzagoon',
  hp: 70,
  types: ['colorless'],
  weakness: weak('fighting'),
  retreat: 1,
  attacks: [
    attack('Seek Out', ['colorless'], 0, {
      text: 'Search your deck for up to 2 cards and put them into your hand. Shuffle your deck afterward.',
      effect: searchDeckToHand(2, () => true, 'Seek Out: choose up to 2 cards from your deck'),
    }),
    attack('Continuous Headbutt', ['colorless', 'colorless'], 40, {
      damageSuffix: '×',
      text: 'Flip a coin until you get tails. This attack does 40 damage for each heads.',
      effect: perHeads('until-tails'),
    }),
  ],
})
