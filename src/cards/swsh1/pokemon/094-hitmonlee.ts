import { attack, pokemon, weak } from '../../kit'
import { moreDamageIfOnBench } from '../../effects/damage'

export const HITMONLEE = pokemon({
  id: 'swsh1-94',
  name: 'Hitmonlee',
  stage: 'basic',
  hp: 120,
  types: ['fighting'],
  weakness: weak('psychic'),
  retreat: 1,
  attacks: [
    attack('Low Sweep', ['colorless', 'colorless'], 40),
    attack('Coordinated Strike', ['fighting', 'fighting', 'colorless'], 80, {
      damageSuffix: '+',
      text: '80 more damage if Hitmonchan is on your Bench.',
      effect: moreDamageIfOnBench('Hitmonchan', 80),
    }),
  ],
})
