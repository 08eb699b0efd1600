import { attack, pokemon, resist, weak } from '../../kit'

export const HAWLUCHA = pokemon({
  id: 'swsh2-148',
  name: 'Hawlucha',
  stage: 'basic',
  hp: 90,
  types: ['colorless'],
  weakness: weak('lightning'),
  resistance: resist('fighting'),
  retreat: 1,
  attacks: [
    attack('Windfall', ['colorless'], 0, {
      text: 'Shuffle the cards in your hand into your deck, then draw 5 cards.',
      effect(c) {
        for (const u of [...c.me.hand]) c.moveTo(u, 'deck')
        c.shuffleDeck()
        c.draw(5)
      },
    }),
    attack('Speed Attack', ['colorless'], 30),
  ],
})
