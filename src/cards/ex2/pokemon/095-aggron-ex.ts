import { attack, pokemon, resist, weak } from '../../kit'
import { alsoDamagesOpponentsBench, moreDamageIfDefendingDamaged } from '../../effects/damage'

/** ex2-95. An evolved Pokémon-ex (EX-7): a Stage 2 that evolves from the ordinary Lairon; 2 Prize cards. */
export const AGGRON_EX = pokemon({
  id: 'ex2-95',
  name: 'Aggron ex',
  stage: 'stage2',
  evolvesFrom: 'Lairon',
  hp: 150,
  types: ['metal'],
  weakness: [...weak('fighting'), ...weak('fire')],
  resistance: resist('grass'),
  retreat: 4,
  ruleBox: 'ex-classic',
  attacks: [
    attack('Rend', ['colorless', 'colorless', 'colorless'], 30, {
      damageSuffix: '+',
      text: 'Does 30 damage plus 30 more damage if the Defending Pokémon has any damage counters on it.',
      effect: moreDamageIfDefendingDamaged(30),
    }),
    attack('Metal Surge', ['metal', 'metal', 'colorless', 'colorless', 'colorless'], 50, {
      text: "Also does 20 damage to each of your opponent's Benched Pokémon (no Weakness or Resistance for Benched Pokémon).",
      effect: alsoDamagesOpponentsBench(20),
    }),
  ],
})
