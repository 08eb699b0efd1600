import type { SpecialCondition } from '../../../engine'
import { attack, pokemon, resist, weak } from '../../kit'

const ALL_CONDITIONS: SpecialCondition[] = ['asleep', 'burned', 'confused', 'paralyzed', 'poisoned']

export const SLOWPOKE = pokemon({
  id: 'sv3pt5-79',
  name: 'Slowpoke',
  stage: 'basic',
  hp: 80,
  types: ['psychic'],
  weakness: weak('darkness'),
  resistance: resist('fighting'),
  retreat: 2,
  attacks: [
    attack('Sea Bathing', ['psychic'], 0, {
      text: 'This Pokémon heals 30 damage and is cured of every Special Condition.',
      effect(c) {
        c.heal(c.self, 30)
        c.cure(c.self, ALL_CONDITIONS)
      },
    }),
    attack('Headbutt', ['colorless', 'colorless'], 20),
  ],
})
