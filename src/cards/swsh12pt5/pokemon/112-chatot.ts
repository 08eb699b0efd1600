import { attack, pokemon, resist, weak } from '../../kit'

export const CHATOT = pokemon({
  id: 'swsh12pt5-112',
  name: 'Chatot',
  stage: 'basic',
  hp: 70,
  types: ['colorless'],
  weakness: weak('lightning'),
  resistance: resist('fighting', 30),
  retreat: 0,
  attacks: [
    attack('Cycle Draw', ['colorless'], 0, {
      text: 'Discard a card from your hand; if you did, draw 2 cards (nothing with an empty hand).',
      *effect(c) {
        const paid = yield* c.chooseCards(c.me.hand, { text: 'Cycle Draw: discard which card?', min: 1, max: 1 })
        if (paid.length === 0) return
        c.discard(paid)
        c.draw(2)
      },
    }),
    attack('Flap', ['colorless'], 10),
  ],
})
