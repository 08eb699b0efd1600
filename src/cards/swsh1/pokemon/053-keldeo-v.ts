import { attack, pokemon, weak } from '../../kit'
import { moreDamageForEach } from '../../effects/damage'

export const KELDEO_V = pokemon({
  id: 'swsh1-53',
  name: 'Keldeo V',
  stage: 'basic',
  ruleBox: 'V',
  hp: 210,
  types: ['water'],
  weakness: weak('lightning'),
  retreat: 2,
  attacks: [
    attack('Wave Splash', ['water'], 40),
    attack('Secret Sword', ['colorless', 'colorless', 'colorless'], 50, {
      damageSuffix: '+',
      text: 'Does 30 more damage for each Water Energy attached to this Pokémon.',
      effect: moreDamageForEach(30, (c) => c.energyUnits(c.self, 'water')),
    }),
  ],
})
