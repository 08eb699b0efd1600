import { perHeads } from '../../effects/coins'
import { defendingIsNow } from '../../effects/conditions'
import { attack, pokemon, weak } from '../../kit'

export const GALARIAN_MR_MIME = pokemon({
  id: 'swsh2-37',
  name: 'Galarian Mr. Mime',
  stage: 'basic',
  hp: 80,
  types: ['water'],
  weakness: weak('metal'),
  retreat: 1,
  attacks: [
    attack('Icy Wind', ['colorless'], 10, {
      text: "After the damage, your opponent's Active Pokémon is now Asleep.",
      effect: defendingIsNow('asleep'),
    }),
    attack('Triple Spin', ['water', 'colorless'], 20, {
      damageSuffix: '×',
      text: 'Flip 3 coins: 20 damage for each heads.',
      effect: perHeads(3),
    }),
  ],
})
