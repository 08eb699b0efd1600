import { attack, pokemon, weak } from '../../kit'

export const TRUBBISH = pokemon({
  id: 'swsh2-117',
  name: 'Trubbish',
  stage: 'basic',
  hp: 60,
  types: ['darkness'],
  weakness: weak('fighting'),
  retreat: 1,
  attacks: [
    attack('Venoshock', ['colorless', 'colorless'], 20, {
      damageSuffix: '+',
      text: "If your opponent's Active Pokémon is Poisoned, this attack does 50 more damage.",
      effect(c) {
        if (c.hasCondition(c.defending, 'poisoned')) c.damage += 50
      },
    }),
  ],
})
