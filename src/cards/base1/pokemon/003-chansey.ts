import { attack, pokemon, resist, weak } from '../../kit'
import { alsoDamagesItself } from '../../effects/damage'
import { ifHeadsPreventAllDamageToThis } from '../../effects/next-turn'

export const CHANSEY = pokemon({
  id: 'base1-3',
  name: 'Chansey',
  stage: 'basic',
  hp: 120,
  types: ['colorless'],
  weakness: weak('fighting'),
  resistance: resist('psychic'),
  retreat: 1,
  attacks: [
    attack('Scrunch', ['colorless', 'colorless'], 0, {
      text: "Flip a coin. If heads, prevent all damage done to Chansey by attacks during your opponent's next turn (other effects of attacks still happen).",
      effect: ifHeadsPreventAllDamageToThis,
    }),
    attack('Double-edge', ['colorless', 'colorless', 'colorless', 'colorless'], 80, {
      text: 'Chansey also does 80 damage to itself.',
      effect: alsoDamagesItself(80),
    }),
  ],
})
