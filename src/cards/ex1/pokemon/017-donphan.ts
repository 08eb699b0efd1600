import { attack, pokemon, weak } from '../../kit'
import { perHeads } from '../../effects/coins'
import { moreDamageIfDefendingDamaged } from '../../effects/damage'

/** ex1-17. Donphan: Rend hits a damaged Defending Pokémon harder. */
export const DONPHAN = pokemon({
  id: 'ex1-17',
  name: 'Donphan',
  stage: 'stage1',
  evolvesFrom: 'Phanpy',
  hp: 80,
  types: ['fighting'],
  weakness: weak('grass'),
  retreat: 1,
  attacks: [
    attack('Rend', ['fighting', 'colorless'], 20, {
      damageSuffix: '+',
      text: 'Does 20 more damage if the Defending Pokémon already has damage counters on it.',
      effect: moreDamageIfDefendingDamaged(20),
    }),
    attack('Double Spin', ['fighting', 'colorless', 'colorless', 'colorless'], 60, {
      damageSuffix: '×',
      text: 'Flip 2 coins. This attack does 60 damage for each heads.',
      effect: perHeads(2),
    }),
  ],
})
