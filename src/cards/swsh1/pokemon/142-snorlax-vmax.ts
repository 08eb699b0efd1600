import { attack, pokemon, weak } from '../../kit'
import { moreDamageForEach } from '../../effects/damage'

export const SNORLAX_VMAX = pokemon({
  id: 'swsh1-142',
  name: 'Snorlax VMAX',
  stage: 'vmax',
  evolvesFrom: 'Snorlax V',
  ruleBox: 'VMAX',
  hp: 340,
  types: ['colorless'],
  weakness: weak('fighting'),
  retreat: 4,
  attacks: [
    attack('G-Max Fall', ['colorless', 'colorless', 'colorless'], 60, {
      damageSuffix: '+',
      text: 'Does 30 more damage for each of your Benched Pokémon.',
      effect: moreDamageForEach(30, (c) => c.benched(c.seat).length),
    }),
  ],
})
