import { attack, pokemon, resist, weak } from '../../kit'

export const BISHARP = pokemon({
  id: 'swsh12pt5-93',
  name: 'Bisharp',
  stage: 'stage1',
  evolvesFrom: 'Pawniard',
  hp: 110,
  types: ['metal'],
  weakness: weak('fire'),
  resistance: resist('grass', 30),
  retreat: 1,
  attacks: [
    attack('Spike Draw', ['colorless'], 20, {
      text: 'After the damage, draw 2 cards.',
      effect(c) {
        c.dealDamage()
        c.draw(2)
      },
    }),
    attack('Power Edge', ['metal', 'colorless'], 70),
  ],
})
