import { attack, pokemon, weak } from '../../kit'
import { discardSpecialEnergyFromDefending } from '../../effects/energy'

export const SCYTHER = pokemon({
  id: 'swsh12pt5-6',
  name: 'Scyther',
  stage: 'basic',
  hp: 80,
  types: ['grass'],
  weakness: weak('fire'),
  retreat: 1,
  attacks: [
    attack('Mach Cut', ['colorless'], 10, {
      text: "After the damage, choose a Special Energy attached to your opponent's Active Pokémon and discard it.",
      effect: discardSpecialEnergyFromDefending,
    }),
  ],
})
