import { attack, pokemon, weak } from '../../kit'
import { alsoDamagesOneOfOpponentsBenched } from '../../effects/damage'
import { thisCantAttackNextTurn } from '../../effects/next-turn'

export const YANMEGA = pokemon({
  id: 'swsh12pt5-9',
  name: 'Yanmega',
  stage: 'stage1',
  evolvesFrom: 'Yanma',
  hp: 130,
  types: ['grass'],
  weakness: weak('fire'),
  retreat: 0,
  attacks: [
    attack('Shoot Through', ['colorless'], 20, {
      text: "Also does 20 damage to 1 of your opponent's Benched Pokémon (no Weakness or Resistance for it).",
      effect: alsoDamagesOneOfOpponentsBenched(20),
    }),
    attack('Jet Wing', ['grass', 'grass', 'colorless'], 160, {
      text: 'This Pokémon cannot attack during your next turn.',
      effect: thisCantAttackNextTurn,
    }),
  ],
})
