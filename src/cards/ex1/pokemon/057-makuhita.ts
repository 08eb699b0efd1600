import { attack, pokemon, weak } from '../../kit'
import { opponentSwitchesActive } from '../../effects/in-play'

/** ex1-57. Makuhita: Fling makes the opponent switch their Active Pokémon. */
export const MAKUHITA_57 = pokemon({
  id: 'ex1-57',
  name: 'Makuhita',
  stage: 'basic',
  hp: 50,
  types: ['fighting'],
  weakness: weak('psychic'),
  retreat: 1,
  attacks: [
    attack('Fling', ['colorless'], 0, {
      text: 'Your opponent switches the Defending Pokémon with 1 of their Benched Pokémon (they choose).',
      effect: opponentSwitchesActive,
    }),
    attack('Low Kick', ['fighting', 'colorless'], 30),
  ],
})
