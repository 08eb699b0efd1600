import { attack, pokemon, weak } from '../../kit'

export const PINCURCHIN = pokemon({
  id: 'swsh1-77',
  name: 'Pincurchin',
  stage: 'basic',
  hp: 80,
  types: ['lightning'],
  weakness: weak('fighting'),
  retreat: 2,
  attacks: [
    attack('Shocking Needles', ['lightning', 'lightning'], 30, {
      damageSuffix: '×',
      text: "Flip 4 coins. Does 30 damage for each heads; with 2 or more heads, the opponent's Active Pokémon also becomes Paralyzed.",
      effect(c) {
        const heads = c.flips(4)
        c.dealDamage(c.damage * heads)
        if (heads >= 2) c.condition(c.defending, 'paralyzed')
      },
    }),
  ],
})
