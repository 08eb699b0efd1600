import { attack, pokemon, resist, weak } from '../../kit'
import { drawCards } from '../../effects/cards-in-hand'

export const NATU = pokemon({
  id: 'swsh2-76',
  name: 'Natu',
  stage: 'basic',
  hp: 60,
  types: ['psychic'],
  weakness: weak('darkness'),
  resistance: resist('fighting', 30),
  retreat: 1,
  attacks: [
    attack('Me First', ['colorless'], 0, {
      text: 'Draw 1 card.',
      effect: drawCards(1),
    }),
  ],
})
