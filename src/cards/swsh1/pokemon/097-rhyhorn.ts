import { attack, pokemon, weak } from '../../kit'
import { discardTopOfOpponentsDeck } from '../../effects/cards-in-hand'

export const RHYHORN_97 = pokemon({
  id: 'swsh1-97',
  name: 'Rhyhorn',
  stage: 'basic',
  hp: 90,
  types: ['fighting'],
  weakness: weak('grass'),
  retreat: 2,
  attacks: [
    attack('Stomp Off', ['fighting', 'colorless'], 0, {
      text: "Discard the top 2 cards of your opponent's deck.",
      effect: discardTopOfOpponentsDeck(2),
    }),
    attack('Land Crush', ['fighting', 'fighting', 'colorless'], 70),
  ],
})
