import { attack, pokemon, weak } from '../../kit'
import { defendingIsNow } from '../../effects/conditions'

export const TENTACRUEL = pokemon({
  id: 'sv3pt5-73',
  name: 'Tentacruel',
  stage: 'stage1',
  evolvesFrom: 'Tentacool',
  hp: 120,
  types: ['water'],
  weakness: weak('lightning'),
  retreat: 2,
  attacks: [
    attack('Poisonous Whip', ['colorless', 'colorless'], 30, {
      text: "Your opponent's Active Pokémon becomes Poisoned.",
      effect: defendingIsNow('poisoned'),
    }),
    attack('Tentacular Panic', ['water', 'colorless', 'colorless'], 90, {
      damageSuffix: '×',
      text: "Flip coins until you get tails: 90 damage per heads. If the very first flip is tails, your opponent's Active Pokémon becomes Confused.",
      effect(c) {
        const heads = c.flipUntilTails()
        c.dealDamage(90 * heads)
        if (heads === 0) c.confuse()
      },
    }),
  ],
})
