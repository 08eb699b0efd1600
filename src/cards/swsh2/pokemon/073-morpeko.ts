import { attack, pokemon, weak } from '../../kit'
import { alsoDamagesOneOfOpponentsBenched } from '../../effects/damage'
import { defendingCantUseChosenAttackNextTurn } from '../../effects/next-turn'

export const MORPEKO = pokemon({
  id: 'swsh2-73',
  name: 'Morpeko',
  stage: 'basic',
  hp: 80,
  types: ['lightning'],
  weakness: weak('fighting'),
  retreat: 1,
  attacks: [
    attack('Torment', ['colorless'], 20, {
      text: "Pick one of the attacks of your opponent's Active Pokémon: that Pokémon can't use it during your opponent's next turn.",
      effect: defendingCantUseChosenAttackNextTurn,
    }),
    attack('Spark', ['lightning', 'colorless'], 50, {
      text: "Also does 20 damage to one of your opponent's Benched Pokémon (no Weakness or Resistance for it).",
      effect: alsoDamagesOneOfOpponentsBenched(20),
    }),
  ],
})
