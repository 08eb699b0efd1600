import { attack, pokemon, weak } from '../../kit'

export const WIGGLYTUFF_EX = pokemon({
  id: 'sv3pt5-40',
  name: 'Wigglytuff ex',
  stage: 'stage1',
  evolvesFrom: 'Jigglypuff',
  ruleBox: 'ex',
  hp: 250,
  types: ['colorless'],
  weakness: weak('fighting'),
  retreat: 3,
  abilities: [
    {
      name: 'Expanding Body',
      text: 'While any Special Energy card is attached to this Pokémon, its HP is 100 higher.',
      hooks: {
        maxHp: (h, hp) => (h.self && h.attachedEnergy(h.self).some((e) => !e.def.basic) ? hp + 100 : hp),
      },
    },
  ],
  attacks: [
    attack('Friend Tackle', ['colorless', 'colorless', 'colorless'], 90, {
      damageSuffix: '+',
      text: 'Does 90 more damage if you played a Supporter card from your hand earlier this turn.',
      effect(c) {
        c.dealDamage(c.damage + (c.me.turn.supporterPlayed ? 90 : 0))
      },
    }),
  ],
})
