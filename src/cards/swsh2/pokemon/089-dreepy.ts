import { attack, pokemon, resist, weak } from '../../kit'
import { ifHeadsMoreDamage } from '../../effects/coins'

export const DREEPY = pokemon({
  id: 'swsh2-89',
  name: 'Dreepy',
  stage: 'basic',
  hp: 60,
  types: ['psychic'],
  weakness: weak('darkness'),
  resistance: resist('fighting'),
  retreat: 1,
  attacks: [
    attack('Quick Attack', ['psychic'], 10, {
      damageSuffix: '+',
      text: 'Flip a coin. If heads, this attack does 10 more damage.',
      effect: ifHeadsMoreDamage(10),
    }),
  ],
})
