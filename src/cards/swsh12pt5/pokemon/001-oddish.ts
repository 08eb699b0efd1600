import { attack, pokemon, weak } from '../../kit'
import { perHeads } from '../../effects/coins'

export const ODDISH = pokemon({
  id: 'swsh12pt5-1',
  name: 'Oddish',
  stage: 'basic',
  hp: 50,
  types: ['grass'],
  weakness: weak('fire'),
  retreat: 1,
  attacks: [
    attack('Leaf Boomerang', ['colorless'], 10, {
      damageSuffix: '×',
      text: 'Flip 2 coins: 10 damage for each heads.',
      effect: perHeads(2),
    }),
  ],
})
