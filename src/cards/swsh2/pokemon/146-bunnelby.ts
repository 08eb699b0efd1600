import { discardTopOfOpponentsDeck } from '../../effects/cards-in-hand'
import { attack, pokemon, weak } from '../../kit'

export const BUNNELBY = pokemon({
  id: 'swsh2-146',
  name: 'Bunnelby',
  stage: 'basic',
  hp: 70,
  types: ['colorless'],
  weakness: weak('fighting'),
  retreat: 1,
  attacks: [
    attack('Burrow', ['colorless'], 0, {
      text: "Put the top card of your opponent's deck into their discard pile.",
      effect: discardTopOfOpponentsDeck(1),
    }),
    attack('Headbutt Bounce', ['colorless', 'colorless', 'colorless'], 50),
  ],
})
