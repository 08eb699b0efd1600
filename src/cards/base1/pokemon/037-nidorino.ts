import { attack, pokemon, weak } from '../../kit'
import { perHeads } from '../../effects/coins'

export const NIDORINO = pokemon({
  id: 'base1-37',
  name: 'Nidorino',
  stage: 'stage1',
  evolvesFrom: 'Nidoran ♂',
  hp: 60,
  types: ['grass'],
  weakness: weak('psychic'),
  retreat: 1,
  attacks: [
    attack('Double Kick', ['grass', 'colorless', 'colorless'], 30, {
      damageSuffix: '×',
      text: 'Flip 2 coins. Does 30 damage for each heads.',
      effect: perHeads(2),
    }),
    attack('Horn Drill', ['grass', 'grass', 'colorless', 'colorless'], 50),
  ],
})
