import { attack, pokemon, weak } from '../../kit'
import { ifHeadsDefendingIsNow } from '../../effects/conditions'

export const CLOBBOPUS_111 = pokemon({
  id: 'swsh1-111',
  name: 'Clobbopus',
  stage: 'basic',
  hp: 60,
  types: ['fighting'],
  weakness: weak('psychic'),
  retreat: 2,
  attacks: [
    attack('Bind', ['fighting'], 20, {
      text: "Flip a coin. If heads, your opponent's Active Pokémon is now Paralyzed.",
      effect: ifHeadsDefendingIsNow('paralyzed'),
    }),
  ],
})
