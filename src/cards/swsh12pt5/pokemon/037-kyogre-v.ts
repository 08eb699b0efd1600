import { damageToOpponentsPokemon } from '../../effects/damage'
import { thisCantUseThisAttackNextTurn } from '../../effects/next-turn'
import { attack, pokemon, weak } from '../../kit'

export const KYOGRE_V = pokemon({
  id: 'swsh12pt5-37',
  name: 'Kyogre V',
  stage: 'basic',
  ruleBox: 'V',
  hp: 230,
  types: ['water'],
  weakness: weak('lightning'),
  retreat: 3,
  attacks: [
    attack('Dual Splash', ['water', 'colorless', 'colorless'], 0, {
      text: "50 damage to each of 2 of your opponent's Pokémon you choose (no Weakness or Resistance for a Benched Pokémon).",
      *effect(c) {
        yield* damageToOpponentsPokemon(c, 50, 2)
      },
    }),
    attack('Aqua Typhoon', ['water', 'colorless', 'colorless', 'colorless'], 210, {
      text: 'This Pokémon cannot use Aqua Typhoon during your next turn.',
      effect: thisCantUseThisAttackNextTurn,
    }),
  ],
})
