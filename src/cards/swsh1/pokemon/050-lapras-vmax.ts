import { attack, pokemon, weak } from '../../kit'
import { moreDamageForEach } from '../../effects/damage'

export const LAPRAS_VMAX = pokemon({
  id: 'swsh1-50',
  name: 'Lapras VMAX',
  stage: 'vmax',
  evolvesFrom: 'Lapras V',
  ruleBox: 'VMAX',
  hp: 320,
  types: ['water'],
  weakness: weak('lightning'),
  retreat: 3,
  attacks: [
    attack('G-Max Pump', ['colorless', 'colorless', 'colorless'], 90, {
      damageSuffix: '+',
      text: 'Does 30 more damage for each Water Energy attached to this Pokémon.',
      effect: moreDamageForEach(30, (c) => c.energyUnits(c.self, 'water')),
    }),
  ],
})
