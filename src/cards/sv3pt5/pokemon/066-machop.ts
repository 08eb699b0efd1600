import { attack, pokemon, weak } from '../../kit'
import { discardTopOfOpponentsDeck } from '../../effects/cards-in-hand'

export const MACHOP = pokemon({
  id: 'sv3pt5-66',
  name: 'Machop',
  stage: 'basic',
  hp: 70,
  types: ['fighting'],
  weakness: weak('psychic'),
  retreat: 2,
  attacks: [
    attack('Mountain Mashing', ['fighting'], 0, {
      text: "Discard the top card of your opponent's deck.",
      effect: discardTopOfOpponentsDeck(1),
    }),
    attack('Punch', ['fighting', 'fighting'], 30),
  ],
})
