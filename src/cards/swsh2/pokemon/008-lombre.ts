import { perHeads } from '../../effects/coins'
import { topEntry } from '../../effects/powers'
import { attack, pokemon, weak } from '../../kit'

export const LOMBRE = pokemon({
  id: 'swsh2-8',
  name: 'Lombre',
  stage: 'stage1',
  evolvesFrom: 'Lotad',
  hp: 90,
  types: ['grass'],
  weakness: weak('fire'),
  retreat: 1,
  abilities: [topEntry],
  attacks: [
    attack('Fury Swipes', ['grass', 'colorless', 'colorless'], 40, {
      damageSuffix: '×',
      text: 'Flip 3 coins: 40 damage for each heads.',
      effect: perHeads(3),
    }),
  ],
})
