import { attack, pokemon, weak } from '../../kit'
import { defendingIsNow } from '../../effects/conditions'

export const PARAS = pokemon({
  id: 'sv3pt5-46',
  name: 'Paras',
  stage: 'basic',
  hp: 70,
  types: ['grass'],
  weakness: weak('fire'),
  retreat: 2,
  attacks: [
    attack('Stampede', ['grass'], 10),
    attack('Spore Ball', ['grass', 'colorless'], 20, {
      text: "Your opponent's Active Pokémon becomes Asleep.",
      effect: defendingIsNow('asleep'),
    }),
  ],
})
