import { opponentSwitchesActive } from '../../effects/in-play'
import { attack, pokemon, weak } from '../../kit'

export const HERACROSS = pokemon({
  id: 'swsh2-6',
  name: 'Heracross',
  stage: 'basic',
  hp: 130,
  types: ['grass'],
  weakness: weak('fire'),
  retreat: 2,
  attacks: [
    attack('Push Down', ['colorless', 'colorless'], 30, {
      text: 'After the damage, your opponent chooses one of their Benched Pokémon to switch with their Active Pokémon.',
      effect: opponentSwitchesActive,
    }),
    attack('Superpowered Horns', ['grass', 'grass', 'colorless'], 110),
  ],
})
