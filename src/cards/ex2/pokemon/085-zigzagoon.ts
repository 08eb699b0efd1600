import { attack, pokemon, weak } from '../../kit'
import { drawCards } from '../../effects/cards-in-hand'

export const ZIGZAGOON = pokemon({
  id: 'ex2-85',
  name: 'Zigzagoon',
  stage: 'basic',
  hp: 40,
  types: ['colorless'],
  weakness: weak('fighting'),
  retreat: 1,
  attacks: [
    attack('Collect', ['colorless'], 0, { text: 'Draw a card.', effect: drawCards(1) }),
    attack('Headbutt', ['colorless', 'colorless'], 20),
  ],
})
