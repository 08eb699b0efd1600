import { runEffect } from '../../../engine'
import { attack, pokemon, weak } from '../../kit'
import { perHeads } from '../../effects/coins'
import { switchThisWithBenched } from '../../effects/in-play'

export const BELLOSSOM = pokemon({
  id: 'swsh12pt5-3',
  name: 'Bellossom',
  stage: 'stage2',
  evolvesFrom: 'Gloom',
  hp: 120,
  types: ['grass'],
  weakness: weak('fire'),
  retreat: 1,
  attacks: [
    attack('Flower Spin', ['grass', 'colorless'], 80, {
      damageSuffix: '×',
      text: 'Flip 3 coins: 80 damage for each heads. Then, heads or not, this Pokémon switches places with 1 of your Benched Pokémon.',
      *effect(c) {
        yield* runEffect(perHeads(3), c)
        yield* runEffect(switchThisWithBenched, c)
      },
    }),
  ],
})
