import { attack, pokemon, resist, weak } from '../../kit'
import { perHeads } from '../../effects/coins'

export const GALARIAN_PERRSERKER = pokemon({
  id: 'swsh2-127',
  name: 'Galarian Perrserker',
  stage: 'stage1',
  evolvesFrom: 'Galarian Meowth',
  hp: 120,
  types: ['metal'],
  weakness: weak('fire'),
  resistance: resist('grass'),
  retreat: 2,
  attacks: [
    attack('Slash', ['metal', 'colorless'], 50),
    attack('Claw Dagger', ['metal', 'metal', 'colorless'], 80, {
      damageSuffix: '×',
      text: 'Flip 3 coins. This attack does 80 damage for each heads.',
      effect: perHeads(3),
    }),
  ],
})
