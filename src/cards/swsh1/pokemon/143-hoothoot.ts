import { attack, pokemon, resist, weak } from '../../kit'
import { opponentSwitchesActive } from '../../effects/in-play'

export const HOOTHOOT = pokemon({
  id: 'swsh1-143',
  name: 'Hoothoot',
  stage: 'basic',
  hp: 70,
  types: ['colorless'],
  weakness: weak('lightning'),
  resistance: resist('fighting', 30),
  retreat: 1,
  attacks: [
    attack('Send Back', ['colorless'], 0, {
      text: 'Your opponent swaps their Active Pokémon for one of their Benched Pokémon of their choice.',
      effect: opponentSwitchesActive,
    }),
    attack('Wing Attack', ['colorless', 'colorless'], 20),
  ],
})
