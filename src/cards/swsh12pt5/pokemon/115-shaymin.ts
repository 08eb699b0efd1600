import { attack, pokemon, resist, weak } from '../../kit'
import { putFromDiscardIntoDeck } from '../../effects/discard-pile'

export const SHAYMIN = pokemon({
  id: 'swsh12pt5-115',
  name: 'Shaymin',
  stage: 'basic',
  hp: 70,
  types: ['colorless'],
  weakness: weak('lightning'),
  resistance: resist('fighting', 30),
  retreat: 1,
  attacks: [
    attack('Gather Flowers', ['colorless'], 0, {
      text: 'Choose up to 2 Energy cards in your discard pile and shuffle them into your deck.',
      *effect(c) {
        yield* putFromDiscardIntoDeck(
          c,
          (d) => d.kind === 'energy',
          2,
          'Gather Flowers: shuffle up to 2 Energy cards from your discard pile into your deck',
        )
        c.shuffleDeck()
      },
    }),
    attack('Rear Kick', ['colorless', 'colorless'], 30),
  ],
})
