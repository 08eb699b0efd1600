import { attack, pokemon, resist, weak } from '../../kit'
import { ifHeadsDefendingIsNow } from '../../effects/conditions'

export const GALARIAN_PONYTA = pokemon({
  id: 'swsh1-81',
  name: 'Galarian Ponyta',
  stage: 'basic',
  hp: 70,
  types: ['psychic'],
  weakness: weak('darkness'),
  resistance: resist('fighting'),
  retreat: 1,
  attacks: [
    attack('Psy Bolt', ['psychic'], 10, {
      text: "Flip a coin. If heads, your opponent's Active Pokémon is now Paralyzed.",
      effect: ifHeadsDefendingIsNow('paralyzed'),
    }),
  ],
})
