import { attack, pokemon, weak } from '../../kit'
import { searchDeckToHand } from '../../effects/cards-in-hand'
import { isBasicEnergyOf } from '../../effects/energy'

export const MANTINE = pokemon({
  id: 'swsh1-52',
  name: 'Mantine',
  stage: 'basic',
  hp: 110,
  types: ['water'],
  weakness: weak('lightning'),
  retreat: 1,
  attacks: [
    attack('Water Reserve', ['water'], 0, {
      text: 'Look through your deck for up to 3 Water Energy cards, show them to your opponent and put them into your hand, then shuffle your deck.',
      effect: searchDeckToHand(
        3,
        (d) => isBasicEnergyOf(d, 'water'),
        'Water Reserve: choose up to 3 Water Energy cards',
      ),
    }),
    attack('Wave Splash', ['water', 'water'], 60),
  ],
})
