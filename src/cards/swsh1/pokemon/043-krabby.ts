import { attack, pokemon, weak } from '../../kit'

export const KRABBY_43 = pokemon({
  id: 'swsh1-43',
  name: 'Krabby',
  stage: 'basic',
  hp: 80,
  types: ['water'],
  weakness: weak('lightning'),
  retreat: 2,
  attacks: [
    attack('Super Slice', ['colorless', 'colorless'], 120, {
      text: 'Flip 2 coins. Unless both are heads, this attack does nothing.',
      effect(c) {
        if (c.flips(2) < 2) c.cancelled = true
      },
    }),
  ],
})
