import { ifHeadsMoreDamage } from '../../effects/coins'
import { ifHeadsDefendingIsNow } from '../../effects/conditions'
import { attack, pokemon, resist, weak } from '../../kit'

/** ex1-97. Electabuzz ex (Pokémon-ex: 2 Prize cards). */
export const ELECTABUZZ_EX = pokemon({
  id: 'ex1-97',
  name: 'Electabuzz ex',
  stage: 'basic',
  ruleBox: 'ex-classic',
  hp: 90,
  types: ['lightning'],
  weakness: weak('fighting'),
  resistance: resist('metal'),
  retreat: 2,
  attacks: [
    attack('Thundershock', ['lightning'], 10, {
      text: 'Flip a coin. If heads, the Defending Pokémon is now Paralyzed.',
      effect: ifHeadsDefendingIsNow('paralyzed'),
    }),
    attack('Quick Attack', ['lightning', 'lightning', 'colorless'], 40, {
      damageSuffix: '+',
      text: 'Flip a coin. If heads, this attack does 20 more damage.',
      effect: ifHeadsMoreDamage(20),
    }),
  ],
})
