import { attack, pokemon, weak } from '../../kit'
import { damageCountersOn } from '../../effects/damage'

export const REGIGIGAS_V = pokemon({
  id: 'swsh12pt5-113',
  name: 'Regigigas V',
  stage: 'basic',
  ruleBox: 'V',
  hp: 240,
  types: ['colorless'],
  weakness: weak('fighting'),
  retreat: 4,
  attacks: [
    attack('Hammer In', ['colorless', 'colorless'], 50),
    attack('Angry Whack', ['colorless', 'colorless', 'colorless'], 100, {
      damageSuffix: '+',
      text: 'This attack does 10 more damage for each damage counter on this Pokémon. This Pokémon is now Confused.',
      effect(c) {
        c.dealDamage(c.damage + 10 * damageCountersOn(c, c.self))
        c.confuse(c.self)
      },
    }),
  ],
})
