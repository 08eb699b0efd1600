import { attack, pokemon, weak } from '../../kit'
import { discardEnergyToUse, thisHasEnergyOfType } from '../../effects/energy'

export const MAGMAR = pokemon({
  id: 'base1-36',
  name: 'Magmar',
  stage: 'basic',
  hp: 50,
  types: ['fire'],
  weakness: weak('water'),
  retreat: 2,
  attacks: [
    attack('Fire Punch', ['fire', 'fire'], 30),
    attack('Flamethrower', ['fire', 'fire', 'colorless'], 50, {
      text: 'To use this attack, discard 1 Fire Energy card attached to Magmar.',
      canUse: thisHasEnergyOfType('fire'),
      payCost: discardEnergyToUse(1, 'fire'),
    }),
  ],
})
