import { attack, pokemon, weak } from '../../kit'
import { damageCountersOn, moreDamageForEach } from '../../effects/damage'

export const RATTATA = pokemon({
  id: 'sv3pt5-19',
  name: 'Rattata',
  stage: 'basic',
  hp: 40,
  types: ['colorless'],
  weakness: weak('fighting'),
  retreat: 1,
  attacks: [
    attack('Gnaw the Wound', ['colorless', 'colorless'], 20, {
      damageSuffix: '+',
      text: "Does 20 damage plus 10 more for each damage counter on your opponent's Active Pokémon.",
      effect: moreDamageForEach(10, (c) => damageCountersOn(c, c.defending)),
    }),
  ],
})
