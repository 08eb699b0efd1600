import { attack, pokemon, weak } from '../../kit'

export const STARYU = pokemon({
  id: 'sv3pt5-120',
  name: 'Staryu',
  stage: 'basic',
  hp: 60,
  types: ['water'],
  weakness: weak('lightning'),
  retreat: 1,
  attacks: [
    attack('Swift', ['water', 'colorless'], 30, {
      text: "Weakness, Resistance and any effects on your opponent's Active Pokémon don't change this attack's damage.",
      effect(c) {
        c.dealDamage(c.damage, c.defending, { weaknessResistance: false, targetEffects: false })
      },
    }),
  ],
})
