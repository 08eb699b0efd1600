import { attack, pokemon, weak } from '../../kit'
import { drawCards } from '../../effects/cards-in-hand'

export const GOLDEEN_46 = pokemon({
  id: 'swsh1-46',
  name: 'Goldeen',
  stage: 'basic',
  hp: 70,
  types: ['water'],
  weakness: weak('lightning'),
  retreat: 1,
  attacks: [
    attack('Collect', ['colorless'], 0, { text: 'Draw a card.', effect: drawCards(1) }),
    attack('Waterfall', ['water', 'colorless'], 20),
  ],
})
