import { attack, pokemon, resist, weak } from '../../kit'
import { eachPlayerDraws } from '../../effects/cards-in-hand'

export const SINISTEA = pokemon({
  id: 'swsh1-89',
  name: 'Sinistea',
  stage: 'basic',
  hp: 30,
  types: ['psychic'],
  weakness: weak('darkness'),
  resistance: resist('fighting'),
  retreat: 1,
  attacks: [
    attack('Teatime', ['colorless'], 0, {
      text: 'Each player draws 2 cards.',
      effect: eachPlayerDraws(2),
    }),
  ],
})
