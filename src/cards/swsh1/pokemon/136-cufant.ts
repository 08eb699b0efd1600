import { attack, pokemon, resist, weak } from '../../kit'
import { ifHeadsMoreDamage } from '../../effects/coins'

export const CUFANT = pokemon({
  id: 'swsh1-136',
  name: 'Cufant',
  stage: 'basic',
  hp: 100,
  types: ['metal'],
  weakness: weak('fire'),
  resistance: resist('grass', 30),
  retreat: 3,
  attacks: [
    attack('Stomp', ['metal', 'metal'], 20, {
      damageSuffix: '+',
      text: 'Flip a coin. If heads, this attack does 20 more damage.',
      effect: ifHeadsMoreDamage(20),
    }),
  ],
})
