import { attack, pokemon, resist, weak } from '../../kit'
import { ifHeadsMoreDamage } from '../../effects/coins'

export const ARON = pokemon({
  id: 'ex2-56',
  name: 'Aron',
  stage: 'basic',
  hp: 50,
  types: ['metal'],
  weakness: weak('fire'),
  resistance: resist('grass'),
  retreat: 1,
  attacks: [
    attack('Steel Headbutt', ['metal', 'colorless'], 20, {
      damageSuffix: '+',
      text: 'Flip a coin. If heads, this attack does 20 damage plus 20 more damage.',
      effect: ifHeadsMoreDamage(20),
    }),
  ],
})
