import { ifHeadsPreventAllDamageToThis } from '../../effects/next-turn'
import { attack, pokemon, weak } from '../../kit'

export const APPLIN_21 = pokemon({
  id: 'swsh2-21',
  name: 'Applin',
  stage: 'basic',
  hp: 40,
  types: ['grass'],
  weakness: weak('fire'),
  retreat: 1,
  attacks: [
    attack('Withdraw', ['colorless'], 0, {
      text: "Flip a coin. If heads, prevent all damage done to this Pokémon by attacks during your opponent's next turn.",
      effect: ifHeadsPreventAllDamageToThis,
    }),
  ],
})
