import { attack, pokemon, weak } from '../../kit'
import { defendingIsNow } from '../../effects/conditions'
import { discardEnergyFromThis } from '../../effects/energy'

export const SALAZZLE = pokemon({
  id: 'swsh1-28',
  name: 'Salazzle',
  stage: 'stage1',
  evolvesFrom: 'Salandit',
  hp: 120,
  types: ['fire'],
  weakness: weak('water'),
  retreat: 1,
  attacks: [
    attack('Searing Flame', ['fire'], 20, {
      text: "The opponent's Active Pokémon becomes Burned.",
      effect: defendingIsNow('burned'),
    }),
    attack('Bright Flame', ['fire', 'colorless'], 120, {
      text: 'After the damage, discard 2 Energy from this Pokémon.',
      effect: discardEnergyFromThis(2),
    }),
  ],
})
