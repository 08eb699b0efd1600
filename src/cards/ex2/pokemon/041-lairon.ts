import { attack, pokemon, resist, weak } from '../../kit'
import { ifHeadsPreventAllEffectsToThis } from '../../effects/next-turn'

export const LAIRON = pokemon({
  id: 'ex2-41',
  name: 'Lairon',
  stage: 'stage1',
  evolvesFrom: 'Aron',
  hp: 70,
  types: ['metal'],
  weakness: weak('fire'),
  resistance: resist('grass'),
  retreat: 2,
  attacks: [
    attack('Iron Defense', ['colorless'], 0, {
      text: "Flip a coin. If heads, prevent all effects of an attack, including damage, done to Lairon during your opponent's next turn.",
      effect: ifHeadsPreventAllEffectsToThis,
    }),
    attack('Headbutt', ['metal', 'colorless', 'colorless'], 50),
  ],
})
