import { attack, pokemon, weak } from '../../kit'
import { takesLessDamageNextTurn } from '../../effects/next-turn'

export const CLOYSTER = pokemon({
  id: 'sv3pt5-91',
  name: 'Cloyster',
  stage: 'stage1',
  evolvesFrom: 'Shellder',
  hp: 130,
  types: ['water'],
  weakness: weak('lightning'),
  retreat: 3,
  attacks: [
    attack('Protect Charge', ['water', 'water'], 80, {
      text: "After the damage, during your opponent's next turn this Pokémon takes 80 less damage from attacks (counted after Weakness and Resistance).",
      effect: takesLessDamageNextTurn(80),
    }),
  ],
})
