import { attack, pokemon, weak } from '../../kit'

export const SNORLAX_V = pokemon({
  id: 'swsh1-141',
  name: 'Snorlax V',
  stage: 'basic',
  ruleBox: 'V',
  hp: 220,
  types: ['colorless'],
  weakness: weak('fighting'),
  retreat: 4,
  attacks: [
    attack('Swallow', ['colorless', 'colorless', 'colorless'], 60, {
      text: "Then heal from this Pokémon as much damage as this attack did to your opponent's Active Pokémon.",
      effect(c) {
        const done = c.dealDamage()
        c.heal(c.self, done)
      },
    }),
    attack('Falling Down', ['colorless', 'colorless', 'colorless', 'colorless'], 170, {
      text: 'After the damage, this Pokémon falls Asleep.',
      effect(c) {
        c.dealDamage()
        c.asleep(c.self)
      },
    }),
  ],
})
