import { attack, pokemon, resist, weak } from '../../kit'
import { damageCountersOn } from '../../effects/damage'
import { healThis } from '../../effects/healing'

export const COPPERAJAH = pokemon({
  id: 'swsh1-137',
  name: 'Copperajah',
  stage: 'stage1',
  evolvesFrom: 'Cufant',
  hp: 190,
  types: ['metal'],
  weakness: weak('fire'),
  resistance: resist('grass', 30),
  retreat: 4,
  attacks: [
    attack('Dig Drain', ['metal', 'metal'], 60, {
      text: 'After the damage, heal 30 damage from this Pokémon.',
      effect: healThis(30),
    }),
    attack('Muscular Nose', ['metal', 'metal', 'metal'], 220, {
      text: 'If this Pokémon has 8 or more damage counters on it, this attack does nothing.',
      effect(c) {
        if (damageCountersOn(c, c.self) >= 8) c.cancelled = true
      },
    }),
  ],
})
