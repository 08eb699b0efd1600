import { attack, pokemon, weak } from '../../kit'
import { takesLessDamageNextTurn, thisCantUseThisAttackNextTurn } from '../../effects/next-turn'

export const LEAFEON_V = pokemon({
  id: 'swsh12pt5-13',
  name: 'Leafeon V',
  stage: 'basic',
  ruleBox: 'V',
  hp: 210,
  types: ['grass'],
  weakness: weak('fire'),
  retreat: 2,
  attacks: [
    attack('Leaf Guard', ['grass'], 30, {
      text: "Attacks do 30 less damage to this Pokémon during your opponent's next turn (counted after Weakness and Resistance).",
      effect: takesLessDamageNextTurn(30),
    }),
    attack('Slashing Strike', ['grass', 'grass', 'colorless'], 180, {
      text: 'This Pokémon cannot use Slashing Strike during your next turn.',
      effect: thisCantUseThisAttackNextTurn,
    }),
  ],
})
