import { attack, pokemon, resist, weak } from '../../kit'

/** ex1-36. Lairon (Ram, Metal Claw). */
export const LAIRON_36 = pokemon({
  id: 'ex1-36',
  name: 'Lairon',
  stage: 'stage1',
  evolvesFrom: 'Aron',
  hp: 70,
  types: ['metal'],
  weakness: weak('fire'),
  resistance: resist('grass'),
  retreat: 2,
  attacks: [
    attack('Ram', ['colorless', 'colorless'], 20),
    attack('Metal Claw', ['metal', 'colorless', 'colorless'], 40),
  ],
})
