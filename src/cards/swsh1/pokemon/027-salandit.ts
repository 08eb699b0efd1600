import { attack, pokemon, weak } from '../../kit'
import { defendingIsNow } from '../../effects/conditions'

export const SALANDIT = pokemon({
  id: 'swsh1-27',
  name: 'Salandit',
  stage: 'basic',
  hp: 70,
  types: ['fire'],
  weakness: weak('water'),
  retreat: 1,
  attacks: [
    attack('Smog', ['fire'], 0, {
      text: "The opponent's Active Pokémon becomes Poisoned.",
      effect: defendingIsNow('poisoned'),
    }),
  ],
})
