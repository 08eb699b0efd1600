import { attack, pokemon, weak } from '../../kit'
import { moreDamageIfOnBench } from '../../effects/damage'

export const HITMONCHAN = pokemon({
  id: 'swsh1-95',
  name: 'Hitmonchan',
  stage: 'basic',
  hp: 120,
  types: ['fighting'],
  weakness: weak('psychic'),
  retreat: 1,
  attacks: [
    attack('Coordinated Beatdown', ['fighting'], 20, {
      damageSuffix: '+',
      text: '20 more damage if Hitmonlee is on your Bench.',
      effect: moreDamageIfOnBench('Hitmonlee', 20),
    }),
    attack('Mach Cross', ['fighting', 'fighting'], 60),
  ],
})
