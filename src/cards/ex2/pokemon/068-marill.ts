import { attack, pokemon, weak } from '../../kit'

export const MARILL = pokemon({
  id: 'ex2-68',
  name: 'Marill',
  stage: 'basic',
  hp: 50,
  types: ['water'],
  weakness: weak('lightning'),
  retreat: 1,
  attacks: [
    attack('Double Bubble', ['water', 'colorless'], 10, {
      damageSuffix: '×',
      text: 'Flip 2 coins. This attack does 10 damage for each heads. If either coin is heads, the Defending Pokémon is now Paralyzed.',
      effect(c) {
        const heads = c.flips(2)
        c.dealDamage(c.damage * heads)
        if (heads > 0) c.paralyze()
      },
    }),
  ],
})
