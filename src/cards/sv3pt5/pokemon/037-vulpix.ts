import { attack, pokemon, weak } from '../../kit'

export const VULPIX = pokemon({
  id: 'sv3pt5-37',
  name: 'Vulpix',
  stage: 'basic',
  hp: 70,
  types: ['fire'],
  weakness: weak('water'),
  retreat: 1,
  attacks: [
    attack('Super Singe', ['fire', 'colorless'], 20, {
      text: "Flip a coin. On heads, after the damage, your opponent's Active Pokémon becomes Burned.",
      effect(c) {
        const heads = c.flip()
        c.dealDamage()
        if (heads) c.burn()
      },
    }),
  ],
})
