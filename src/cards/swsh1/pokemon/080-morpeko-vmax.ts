import { attack, pokemon, weak } from '../../kit'
import { alsoDamagesOpponentsBench } from '../../effects/damage'

export const MORPEKO_VMAX = pokemon({
  id: 'swsh1-80',
  name: 'Morpeko VMAX',
  stage: 'vmax',
  evolvesFrom: 'Morpeko V',
  ruleBox: 'VMAX',
  hp: 300,
  types: ['lightning'],
  weakness: weak('fighting'),
  retreat: 1,
  attacks: [
    attack('Max Discharge', ['lightning', 'lightning', 'colorless'], 180, {
      text: "Also does 20 damage to each of your opponent's Benched Pokémon (no Weakness or Resistance on the Bench).",
      effect: alsoDamagesOpponentsBench(20),
    }),
  ],
})
