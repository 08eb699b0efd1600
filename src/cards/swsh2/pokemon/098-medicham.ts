import { attack, pokemon, weak } from '../../kit'
import { moreDamageForEach } from '../../effects/damage'

export const MEDICHAM = pokemon({
  id: 'swsh2-98',
  name: 'Medicham',
  stage: 'stage1',
  evolvesFrom: 'Meditite',
  hp: 110,
  types: ['fighting'],
  weakness: weak('psychic'),
  retreat: 1,
  attacks: [
    attack('Yoga Kick', ['fighting'], 40, {
      text: "Weakness and Resistance don't change this attack's damage.",
      effect(c) {
        c.dealDamage(c.damage, c.defending, { weaknessResistance: false })
      },
    }),
    attack('Psychic', ['colorless', 'colorless', 'colorless'], 60, {
      damageSuffix: '+',
      text: "60 damage, plus 20 more for each Energy attached to your opponent's Active Pokémon.",
      effect: moreDamageForEach(20, (c) => c.energyUnits(c.defending)),
    }),
  ],
})
