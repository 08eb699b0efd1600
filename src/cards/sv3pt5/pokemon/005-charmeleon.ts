import { attack, pokemon, weak } from '../../kit'
import { discardEnergyFromThis } from '../../effects/energy'

export const CHARMELEON = pokemon({
  id: 'sv3pt5-5',
  name: 'Charmeleon',
  stage: 'stage1',
  evolvesFrom: 'Charmander',
  hp: 100,
  types: ['fire'],
  weakness: weak('water'),
  retreat: 2,
  attacks: [
    attack('Combustion', ['fire'], 20),
    attack('Fire Blast', ['fire', 'fire', 'fire'], 90, {
      text: 'After the damage, discard 1 Energy attached to this Pokémon (you choose which).',
      effect: discardEnergyFromThis(1),
    }),
  ],
})
