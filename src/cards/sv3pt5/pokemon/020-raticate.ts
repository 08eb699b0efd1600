import { attack, pokemon, weak } from '../../kit'
import { damageCountersOn, moreDamageForEach } from '../../effects/damage'

export const RATICATE = pokemon({
  id: 'sv3pt5-20',
  name: 'Raticate',
  stage: 'stage1',
  evolvesFrom: 'Rattata',
  hp: 70,
  types: ['colorless'],
  weakness: weak('fighting'),
  retreat: 0,
  attacks: [
    attack('Second Bite', ['colorless', 'colorless'], 30, {
      damageSuffix: '+',
      text: "Does 30 damage plus 30 more for each damage counter on your opponent's Active Pokémon.",
      effect: moreDamageForEach(30, (c) => damageCountersOn(c, c.defending)),
    }),
  ],
})
