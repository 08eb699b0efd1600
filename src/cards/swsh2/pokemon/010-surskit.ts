import { ifHeadsPreventAllEffectsToThis } from '../../effects/next-turn'
import { attack, pokemon, weak } from '../../kit'

export const SURSKIT = pokemon({
  id: 'swsh2-10',
  name: 'Surskit',
  stage: 'basic',
  hp: 50,
  types: ['grass'],
  weakness: weak('fire'),
  retreat: 1,
  attacks: [
    attack('Agility', ['colorless'], 10, {
      text: "Flip a coin. If heads, during your opponent's next turn, prevent all effects of attacks, including damage, done to this Pokémon.",
      effect: ifHeadsPreventAllEffectsToThis,
    }),
  ],
})
