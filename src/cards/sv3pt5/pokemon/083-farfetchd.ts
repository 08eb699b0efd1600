import { attack, pokemon, resist, weak } from '../../kit'
import { drawCards } from '../../effects/cards-in-hand'

export const FARFETCHD = pokemon({
  id: 'sv3pt5-83',
  name: "Farfetch'd",
  stage: 'basic',
  hp: 90,
  types: ['colorless'],
  weakness: weak('lightning'),
  resistance: resist('fighting'),
  retreat: 1,
  attacks: [
    attack('Package Deal', ['colorless'], 0, { text: 'You draw 2 cards.', effect: drawCards(2) }),
    attack('Leek Clobber', ['colorless'], 30),
  ],
})
