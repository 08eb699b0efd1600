import { attack, pokemon, weak } from '../../kit'
import { moreDamageForEach } from '../../effects/damage'

export const SEAKING = pokemon({
  id: 'sv3pt5-119',
  name: 'Seaking',
  stage: 'stage1',
  evolvesFrom: 'Goldeen',
  hp: 110,
  types: ['water'],
  weakness: weak('lightning'),
  retreat: 2,
  attacks: [
    attack('Swim Freely', ['water'], 10, {
      text: "Flip a coin. On heads, during your opponent's next turn, prevent all damage and effects of attacks done to this Pokémon.",
      effect(c) {
        const heads = c.flip()
        c.dealDamage()
        if (heads)
          c.mark(c.self, { source: 'engine', key: 'prevent-all', until: 'opponent-next-turn', clearsOnMove: true })
      },
    }),
    attack('Aqua Horn', ['colorless', 'colorless', 'colorless'], 60, {
      damageSuffix: '+',
      text: 'Does 30 more damage for each Water Energy attached to this Pokémon.',
      effect: moreDamageForEach(30, (c) => c.energyUnits(c.self, 'water')),
    }),
  ],
})
