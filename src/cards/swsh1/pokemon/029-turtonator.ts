import { attack, pokemon, weak } from '../../kit'
import { discardEnergyFromThis } from '../../effects/energy'

export const TURTONATOR = pokemon({
  id: 'swsh1-29',
  name: 'Turtonator',
  stage: 'basic',
  hp: 130,
  types: ['fire'],
  weakness: weak('water'),
  retreat: 3,
  attacks: [
    attack('Tackle', ['colorless', 'colorless'], 30),
    attack('Fire Spin', ['fire', 'fire', 'fire', 'colorless'], 150, {
      text: 'After the damage, discard 2 Energy from this Pokémon.',
      effect: discardEnergyFromThis(2),
    }),
  ],
})
