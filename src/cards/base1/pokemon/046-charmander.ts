import { attack, pokemon, weak } from '../../kit'
import { discardEnergyToUse, thisHasEnergyOfType } from '../../effects/energy'

export const CHARMANDER = pokemon({
  id: 'base1-46',
  name: 'Charmander',
  stage: 'basic',
  hp: 50,
  types: ['fire'],
  weakness: weak('water'),
  retreat: 1,
  attacks: [
    attack('Scratch', ['colorless'], 10),
    attack('Ember', ['fire', 'colorless'], 30, {
      text: 'To use this attack, discard 1 Fire Energy card attached to Charmander.',
      canUse: thisHasEnergyOfType('fire'),
      payCost: discardEnergyToUse(1, 'fire'),
    }),
  ],
})
