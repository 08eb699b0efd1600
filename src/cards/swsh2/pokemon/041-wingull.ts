import { drawCards } from '../../effects/cards-in-hand'
import { attack, pokemon, resist, weak } from '../../kit'

export const WINGULL = pokemon({
  id: 'swsh2-41',
  name: 'Wingull',
  stage: 'basic',
  hp: 70,
  types: ['water'],
  weakness: weak('lightning'),
  resistance: resist('fighting', 30),
  retreat: 1,
  attacks: [
    attack('Collect', ['colorless'], 0, { text: 'Draw a card.', effect: drawCards(1) }),
    attack('Wave Splash', ['water', 'colorless'], 20),
  ],
})
