import { attack, pokemon, weak } from '../../kit'
import { guardSelf } from '../effects-077-114'

export const SHELLDER = pokemon({
  id: 'sv3pt5-90',
  name: 'Shellder',
  set: 'sv3pt5',
  number: '90',
  stage: 'basic',
  hp: 70,
  types: ['water'],
  weakness: weak('lightning'),
  retreat: 2,
  attacks: [
    attack('Shell Press', ['water', 'water'], 30, {
      text: "After the damage, during your opponent's next turn this Pokémon takes 30 less damage from attacks (counted after Weakness and Resistance).",
      effect: guardSelf(30),
    }),
  ],
})
