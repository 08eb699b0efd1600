import { attack, pokemon, weak } from '../../kit'
import { ignoringResistance } from '../../effects/damage'

export const VAPOREON = pokemon({
  id: 'ex2-25',
  name: 'Vaporeon',
  stage: 'stage1',
  evolvesFrom: 'Eevee',
  hp: 70,
  types: ['water'],
  weakness: weak('lightning'),
  retreat: 1,
  attacks: [
    attack('Aurora Beam', ['water', 'colorless'], 30),
    attack('Aqua Sonic', ['water', 'colorless', 'colorless'], 50, {
      text: "This attack's damage is not affected by Resistance.",
      effect: ignoringResistance,
    }),
  ],
})
