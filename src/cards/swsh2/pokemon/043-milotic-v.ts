import { defendingIsNow } from '../../effects/conditions'
import { attack, pokemon, weak } from '../../kit'

export const MILOTIC_V = pokemon({
  id: 'swsh2-43',
  name: 'Milotic V',
  stage: 'basic',
  ruleBox: 'V',
  hp: 210,
  types: ['water'],
  weakness: weak('lightning'),
  retreat: 2,
  attacks: [
    attack('Aqua Impact', ['water', 'colorless', 'colorless'], 10, {
      damageSuffix: '+',
      text: "50 more damage for each Colorless Energy in the Retreat Cost of your opponent's Active Pokémon (as it is now).",
      effect(c) {
        c.damage += 50 * c.retreatCostOf(c.defending)
      },
    }),
    attack('Hypno Splash', ['water', 'colorless', 'colorless', 'colorless'], 150, {
      text: "After the damage, your opponent's Active Pokémon is now Asleep.",
      effect: defendingIsNow('asleep'),
    }),
  ],
})
