import { trainer } from '../../kit'
import { revealOpponentsHand } from '../../effects/cards-in-hand'

/** sv3pt5-162. An Item: put a Pokémon card from the opponent's hand on the bottom of their deck. */
export const GRABBER = trainer('item', {
  id: 'sv3pt5-162',
  name: 'Grabber',
  text:
    'Your opponent shows you their hand. If there is a Pokémon card in it, choose one and put it on the bottom of their ' +
    'deck. You can play this only if your opponent has cards in hand.',
  canPlay: (c) => c.them.hand.length > 0,
  *play(c) {
    const hand = revealOpponentsHand(c, 'Grabber')
    const pokemon = hand.filter((u) => c.def(u).kind === 'pokemon')
    const [pick] = yield* c.chooseCards(pokemon, {
      text: "Choose a Pokémon from your opponent's hand to put on the bottom of their deck",
      min: 1,
      max: 1,
      publicOptions: true,
    })
    if (pick !== undefined) c.moveTo(pick, 'deck', 'bottom')
  },
})
