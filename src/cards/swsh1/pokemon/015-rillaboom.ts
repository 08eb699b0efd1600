import { attack, pokemon, weak } from '../../kit'
import { alsoDamagesOpponentsBench } from '../../effects/damage'
import { thisCantUseThisAttackNextTurn } from '../../effects/next-turn'

export const RILLABOOM_15 = pokemon({
  id: 'swsh1-15',
  name: 'Rillaboom',
  stage: 'stage2',
  evolvesFrom: 'Thwackey',
  hp: 190,
  types: ['grass'],
  weakness: weak('fire'),
  retreat: 4,
  attacks: [
    attack('Drum Roll', ['grass', 'grass', 'colorless'], 90, {
      text: "Also does 10 damage to each of your opponent's Benched Pokémon (no Weakness or Resistance on the Bench).",
      effect: alsoDamagesOpponentsBench(10),
    }),
    attack('Drum Beating', ['grass', 'grass', 'grass', 'colorless'], 180, {
      text: "This Pokémon can't use Drum Beating during your next turn.",
      effect: thisCantUseThisAttackNextTurn,
    }),
  ],
})
