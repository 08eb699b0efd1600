import { ifHeadsDefendingIsNow } from '../../effects/conditions'
import { attack, pokemon, weak } from '../../kit'

export const ELECTIVIRE = pokemon({
  id: 'swsh2-59',
  name: 'Electivire',
  stage: 'stage1',
  evolvesFrom: 'Electabuzz',
  hp: 140,
  types: ['lightning'],
  weakness: weak('fighting'),
  retreat: 3,
  attacks: [
    attack('Thunder Shock', ['lightning', 'colorless'], 50, {
      text: "Flip a coin. On heads, your opponent's Active Pokémon is now Paralyzed.",
      effect: ifHeadsDefendingIsNow('paralyzed'),
    }),
    attack('Electrified Bolt', ['lightning', 'lightning', 'colorless'], 90, {
      damageSuffix: '+',
      text: '90 more damage if this Pokémon has any Special Energy attached.',
      effect(c) {
        if (c.attachedEnergy(c.self).some((e) => !e.def.basic)) c.damage += 90
      },
    }),
  ],
})
