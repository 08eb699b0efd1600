import { attack, pokemon, weak } from '../../kit'
import { drawCards } from '../../effects/cards-in-hand'

export const PONYTA = pokemon({
  id: 'sv3pt5-77',
  name: 'Ponyta',
  stage: 'basic',
  hp: 70,
  types: ['fire'],
  weakness: weak('water'),
  retreat: 1,
  attacks: [
    attack('Collect', ['fire'], 0, { text: 'You draw 1 card.', effect: drawCards(1) }),
    attack('Flop', ['fire', 'colorless', 'colorless'], 30),
  ],
})
