import { attack, pokemon, weak } from '../../kit'
import { perHeads } from '../../effects/coins'

/** ex1-27. Combusken (the Ruby theme deck's). */
export const COMBUSKEN = pokemon({
  id: 'ex1-27',
  name: 'Combusken',
  stage: 'stage1',
  evolvesFrom: 'Torchic',
  hp: 70,
  types: ['fire'],
  weakness: weak('water'),
  retreat: 1,
  attacks: [
    attack('Flare', ['fire'], 20),
    attack('Double Kick', ['colorless', 'colorless', 'colorless'], 40, {
      damageSuffix: '×',
      text: 'Flip 2 coins. This attack does 40 damage for each heads.',
      effect: perHeads(2),
    }),
  ],
})
