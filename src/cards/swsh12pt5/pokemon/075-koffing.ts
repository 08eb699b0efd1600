import { attack, pokemon, weak } from '../../kit'
import { defendingIsNow } from '../../effects/conditions'

export const KOFFING = pokemon({
  id: 'swsh12pt5-75',
  name: 'Koffing',
  stage: 'basic',
  hp: 70,
  types: ['darkness'],
  weakness: weak('fighting'),
  retreat: 1,
  attacks: [
    attack('Smog', ['darkness', 'colorless'], 20, {
      text: "After the damage, your opponent's Active Pokémon becomes Poisoned.",
      effect: defendingIsNow('poisoned'),
    }),
  ],
})
