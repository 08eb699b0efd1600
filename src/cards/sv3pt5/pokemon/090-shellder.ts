import { attack, pokemon, weak } from '../../kit'
import { takesLessDamageNextTurn } from '../../effects/next-turn'

export const SHELLDER = pokemon({
  id: 'sv3pt5-90',
  name: 'Shellder',
  stage: 'basic',
  hp: 70,
  types: ['water'],
  weakness: weak('lightning'),
  retreat: 2,
  attacks: [
    attack('Shell Press', ['water', 'water'], 30, {
      text: "After the damage, during your opponent's next turn this Pokémon takes 30 less damage from attacks (counted after Weakness and Resistance).",
      effect: takesLessDamageNextTurn(30),
    }),
  ],
})
