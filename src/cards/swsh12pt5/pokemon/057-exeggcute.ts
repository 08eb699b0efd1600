import { attack, pokemon, resist, weak } from '../../kit'
import { ifHeadsDefendingIsNow } from '../../effects/conditions'

export const EXEGGCUTE = pokemon({
  id: 'swsh12pt5-57',
  name: 'Exeggcute',
  stage: 'basic',
  hp: 60,
  types: ['psychic'],
  weakness: weak('darkness'),
  resistance: resist('fighting', 30),
  retreat: 1,
  attacks: [
    attack('Psy Bolt', ['psychic', 'colorless'], 20, {
      text: "Flip a coin: on heads, your opponent's Active Pokémon becomes Paralyzed.",
      effect: ifHeadsDefendingIsNow('paralyzed'),
    }),
  ],
})
