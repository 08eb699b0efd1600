import { defendingIsNow } from '../../effects/conditions'
import { attack, pokemon, weak } from '../../kit'

export const NINETALES = pokemon({
  id: 'swsh2-25',
  name: 'Ninetales',
  stage: 'stage1',
  evolvesFrom: 'Vulpix',
  hp: 120,
  types: ['fire'],
  weakness: weak('water'),
  retreat: 1,
  attacks: [
    attack('Hex', ['fire'], 30, {
      damageSuffix: '+',
      text: "90 more damage if your opponent's Active Pokémon has a Special Condition.",
      effect(c) {
        const conds = ['asleep', 'burned', 'confused', 'paralyzed', 'poisoned'] as const
        if (conds.some((s) => c.hasCondition(c.defending, s))) c.damage += 90
      },
    }),
    attack('Flickering Flames', ['fire', 'colorless', 'colorless'], 90, {
      text: "After the damage, your opponent's Active Pokémon is now Asleep.",
      effect: defendingIsNow('asleep'),
    }),
  ],
})
