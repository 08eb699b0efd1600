import { ifHeadsDefendingIsNow } from '../../effects/conditions'
import { discardEnergyFromThis } from '../../effects/energy'
import { attack, pokemon, weak } from '../../kit'

export const HEATMOR = pokemon({
  id: 'swsh2-34',
  name: 'Heatmor',
  stage: 'basic',
  hp: 120,
  types: ['fire'],
  weakness: weak('water'),
  retreat: 2,
  attacks: [
    attack('Lick', ['colorless'], 20, {
      text: "Flip a coin. If heads, your opponent's Active Pokémon is now Paralyzed.",
      effect: ifHeadsDefendingIsNow('paralyzed'),
    }),
    attack('Flamethrower', ['fire', 'fire', 'colorless'], 120, {
      text: 'After the damage, discard an Energy from this Pokémon.',
      effect: discardEnergyFromThis(1),
    }),
  ],
})
