import { attack, pokemon, resist, weak } from '../../kit'
import { perHeads } from '../../effects/coins'

/** ex1-25. Aron (Rollout, Double Stab). */
export const ARON_25 = pokemon({
  id: 'ex1-25',
  name: 'Aron',
  stage: 'basic',
  hp: 50,
  types: ['metal'],
  weakness: weak('fire'),
  resistance: resist('grass'),
  retreat: 1,
  attacks: [
    attack('Rollout', ['metal'], 10),
    attack('Double Stab', ['colorless', 'colorless'], 20, {
      damageSuffix: '×',
      text: 'Flip 2 coins. This attack does 20 damage for each heads.',
      effect: perHeads(2),
    }),
  ],
})
