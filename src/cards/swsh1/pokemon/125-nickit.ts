import { attack, pokemon, weak } from '../../kit'

export const NICKIT = pokemon({
  id: 'swsh1-125',
  name: 'Nickit',
  stage: 'basic',
  hp: 70,
  types: ['darkness'],
  weakness: weak('grass'),
  retreat: 1,
  attacks: [
    attack('Instigate', ['darkness'], 0, {
      text: 'Your opponent shuffles the cards in their hand and puts them under their deck. If that moved any card, they draw 3 cards.',
      effect(c) {
        const hand = [...c.them.hand]
        c.shuffleToBottomOfDeck(hand)
        if (hand.length > 0) c.draw(3, c.opp)
      },
    }),
  ],
})
