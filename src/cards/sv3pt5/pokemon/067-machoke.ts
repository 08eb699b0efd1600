import { attack, pokemon, weak } from '../../kit'
import { discardTopOfOpponentsDeck } from '../../effects/cards-in-hand'

export const MACHOKE = pokemon({
  id: 'sv3pt5-67',
  name: 'Machoke',
  stage: 'stage1',
  evolvesFrom: 'Machop',
  hp: 100,
  types: ['fighting'],
  weakness: weak('psychic'),
  retreat: 2,
  attacks: [
    attack('Mountain Ramming', ['fighting', 'fighting'], 50, {
      text: "Discard the top card of your opponent's deck.",
      effect: discardTopOfOpponentsDeck(1),
    }),
  ],
})
