import { ifHeadsPreventAllEffectsToThis } from '../../effects/next-turn'
import { attack, pokemon, resist, weak } from '../../kit'

/** ex1-102. Scyther ex (Pokémon-ex: 2 Prize cards). */
export const SCYTHER_EX = pokemon({
  id: 'ex1-102',
  name: 'Scyther ex',
  stage: 'basic',
  ruleBox: 'ex-classic',
  hp: 80,
  types: ['grass'],
  weakness: weak('fire'),
  resistance: resist('fighting'),
  retreat: 1,
  attacks: [
    attack('Agility', ['grass'], 10, {
      text:
        'Flip a coin. If heads, prevent all effects of an attack, including damage, done to Scyther ex during your ' +
        "opponent's next turn.",
      effect: ifHeadsPreventAllEffectsToThis,
    }),
    attack('Slash', ['grass', 'grass', 'colorless'], 50),
  ],
})
