import { perHeads } from '../../effects/coins'
import { attack, pokemon, resist, weak } from '../../kit'

export const DOUBLADE = pokemon({
  id: 'swsh2-134',
  name: 'Doublade',
  stage: 'stage1',
  evolvesFrom: 'Honedge',
  hp: 90,
  types: ['metal'],
  weakness: weak('fire'),
  resistance: resist('grass'),
  retreat: 2,
  attacks: [
    attack('Slash', ['metal', 'colorless'], 30),
    attack('Double Slash', ['metal', 'metal', 'colorless'], 80, {
      damageSuffix: '×',
      text: 'Flip 2 coins. 80 damage for each heads.',
      effect: perHeads(2),
    }),
  ],
})
