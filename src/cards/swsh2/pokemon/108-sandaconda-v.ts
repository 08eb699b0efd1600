import { attack, pokemon, weak } from '../../kit'
import { attachFromDiscardToThis, discardEnergyFromThis } from '../../effects/energy'

export const SANDACONDA_V = pokemon({
  id: 'swsh2-108',
  name: 'Sandaconda V',
  stage: 'basic',
  hp: 220,
  types: ['fighting'],
  weakness: weak('grass'),
  retreat: 3,
  ruleBox: 'V',
  attacks: [
    attack('Sand Eater', ['fighting'], 30, {
      text: 'Attach a Fighting Energy card from your discard pile to this Pokémon.',
      effect: attachFromDiscardToThis('fighting'),
    }),
    attack('Sand Breath', ['fighting', 'fighting', 'colorless'], 220, {
      text: 'Discard 2 Energy from this Pokémon.',
      effect: discardEnergyFromThis(2),
    }),
  ],
})
