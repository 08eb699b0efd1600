import { attack, pokemon, weak } from '../../kit'

export const CATERPIE = pokemon({
  id: 'sv3pt5-10',
  name: 'Caterpie',
  stage: 'basic',
  hp: 50,
  types: ['grass'],
  weakness: weak('fire'),
  retreat: 1,
  attacks: [
    attack('Leaf Munch', ['grass'], 10, {
      damageSuffix: '+',
      text: "Does 10 damage, or 40 if your opponent's Active Pokémon is a Grass Pokémon.",
      effect(c) {
        if (c.typesOf(c.defending).includes('grass')) c.damage += 30
      },
    }),
  ],
})
