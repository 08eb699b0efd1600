import { ifHeadsMoreDamage } from '../../effects/coins'
import { ignoringResistance } from '../../effects/damage'
import { attack, pokemon, weak } from '../../kit'

/** ex1-98. Hitmonchan ex (Pokémon-ex: 2 Prize cards): Sky Uppercut ignores Resistance. */
export const HITMONCHAN_EX = pokemon({
  id: 'ex1-98',
  name: 'Hitmonchan ex',
  stage: 'basic',
  ruleBox: 'ex-classic',
  hp: 90,
  types: ['fighting'],
  weakness: weak('psychic'),
  retreat: 2,
  attacks: [
    attack('Steady Punch', ['fighting'], 10, {
      damageSuffix: '+',
      text: 'Flip a coin. If heads, this attack does 10 more damage.',
      effect: ifHeadsMoreDamage(10),
    }),
    attack('Sky Uppercut', ['fighting', 'fighting', 'colorless'], 50, {
      text: "This attack's damage isn't affected by Resistance.",
      effect: ignoringResistance,
    }),
  ],
})
