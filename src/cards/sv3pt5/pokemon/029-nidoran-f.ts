import { attack, pokemon, weak } from '../../kit'
import { defendingIsNow } from '../../effects/conditions'

export const NIDORAN_F = pokemon({
  id: 'sv3pt5-29',
  name: 'Nidoran ♀',
  stage: 'basic',
  hp: 60,
  types: ['darkness'],
  weakness: weak('fighting'),
  retreat: 1,
  attacks: [
    attack('Poison Horn', ['darkness', 'colorless'], 20, {
      text: "After the damage, your opponent's Active Pokémon becomes Poisoned.",
      effect: defendingIsNow('poisoned'),
    }),
  ],
})
