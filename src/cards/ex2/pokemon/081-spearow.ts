import { attack, pokemon, resist, weak } from '../../kit'
import { ifHeadsPreventAllEffectsToThis } from '../../effects/next-turn'

/** ex2-81. Spearow: Super Speed may shield it from the next attack entirely. */
export const SPEAROW = pokemon({
  id: 'ex2-81',
  name: 'Spearow',
  stage: 'basic',
  hp: 40,
  types: ['colorless'],
  weakness: weak('lightning'),
  resistance: resist('fighting'),
  retreat: 1,
  attacks: [
    attack('Super Speed', ['colorless'], 0, {
      text: "Flip a coin. If heads, prevent all effects of an attack, including damage, done to Spearow during your opponent's next turn.",
      effect: ifHeadsPreventAllEffectsToThis,
    }),
    attack('Peck', ['colorless'], 10),
  ],
})
