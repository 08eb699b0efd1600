import { defendingIsNow } from '../../effects/conditions'
import { attack, pokemon, weak } from '../../kit'

export const MAGMORTAR = pokemon({
  id: 'swsh2-30',
  name: 'Magmortar',
  stage: 'stage1',
  evolvesFrom: 'Magmar',
  hp: 140,
  types: ['fire'],
  weakness: weak('water'),
  retreat: 3,
  attacks: [
    attack('Burst Punch', ['fire', 'colorless'], 30, {
      text: "After the damage, your opponent's Active Pokémon is now Burned.",
      effect: defendingIsNow('burned'),
    }),
    attack('Ground Burn', ['fire', 'fire', 'colorless'], 80, {
      damageSuffix: '+',
      text: 'Each player discards the top card of their deck: 100 more damage for each Energy card discarded this way.',
      effect(c) {
        let energy = 0
        for (const seat of [c.seat, c.opp]) {
          const top = c.player(seat).deck[0]
          if (top === undefined) continue
          if (c.def(top).kind === 'energy') energy++
          c.moveTo(top, 'discard')
        }
        c.damage += 100 * energy
      },
    }),
  ],
})
