import { attack, pokemon, weak } from '../../kit'
import { ifHeadsDefendingIsNow } from '../../effects/conditions'

/** ex1-33. Hariyama (the Ruby theme deck's). */
export const HARIYAMA = pokemon({
  id: 'ex1-33',
  name: 'Hariyama',
  stage: 'stage1',
  evolvesFrom: 'Makuhita',
  hp: 80,
  types: ['fighting'],
  weakness: weak('psychic'),
  retreat: 1,
  attacks: [
    attack('Shove', ['fighting', 'colorless'], 20, {
      text: 'Flip a coin. If heads, the Defending Pokémon is now Paralyzed.',
      effect: ifHeadsDefendingIsNow('paralyzed'),
    }),
    attack('Slap Down', ['fighting', 'colorless', 'colorless'], 40, {
      damageSuffix: '+',
      text: 'Flip 2 coins. This attack does 10 more damage for each heads.',
      effect: (c) => {
        c.dealDamage(c.damage + 10 * c.flips(2, 'Slap Down'))
      },
    }),
  ],
})
