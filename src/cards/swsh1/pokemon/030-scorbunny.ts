import { attack, pokemon, weak } from '../../kit'
import { discardEnergyFromThis } from '../../effects/energy'

export const SCORBUNNY_30 = pokemon({
  id: 'swsh1-30',
  name: 'Scorbunny',
  stage: 'basic',
  hp: 60,
  types: ['fire'],
  weakness: weak('water'),
  retreat: 1,
  attacks: [
    attack('Ember', ['fire'], 30, {
      text: 'After the damage, discard an Energy from this Pokémon.',
      effect: discardEnergyFromThis(1),
    }),
  ],
})
