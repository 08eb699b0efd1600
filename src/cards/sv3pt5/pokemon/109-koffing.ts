import { attack, pokemon, weak } from '../../kit'

export const KOFFING = pokemon({
  id: 'sv3pt5-109',
  name: 'Koffing',
  stage: 'basic',
  hp: 60,
  types: ['darkness'],
  weakness: weak('fighting'),
  retreat: 1,
  attacks: [
    attack('Suspicious Gas', ['colorless', 'colorless'], 20, {
      text: "After the damage, your opponent's Active Pokémon becomes Confused.",
      effect(c) {
        c.dealDamage()
        c.confuse()
      },
    }),
  ],
})
