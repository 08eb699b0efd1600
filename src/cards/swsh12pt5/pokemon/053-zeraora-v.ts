import { attack, pokemon, weak } from '../../kit'
import { thisCantAttackNextTurn } from '../../effects/next-turn'

export const ZERAORA_V = pokemon({
  id: 'swsh12pt5-53',
  name: 'Zeraora V',
  stage: 'basic',
  ruleBox: 'V',
  hp: 210,
  types: ['lightning'],
  weakness: weak('fighting'),
  retreat: 1,
  attacks: [
    attack('Claw Slash', ['lightning', 'colorless'], 50),
    attack('Thunderous Bolt', ['lightning', 'lightning', 'colorless'], 190, {
      text: "This Pokémon can't attack during your next turn.",
      effect: thisCantAttackNextTurn,
    }),
  ],
})
