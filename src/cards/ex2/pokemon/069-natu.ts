import { attack, pokemon, weak } from '../../kit'
import { eachDefendingIsNow } from '../../effects/conditions'

export const NATU = pokemon({
  id: 'ex2-69',
  name: 'Natu',
  stage: 'basic',
  hp: 50,
  types: ['psychic'],
  weakness: weak('psychic'),
  retreat: 1,
  attacks: [
    attack('Peck', ['colorless'], 10),
    attack('Soothing Wave', ['psychic'], 0, {
      text: 'Each Defending Pokémon is now Asleep.',
      effect: eachDefendingIsNow('asleep'),
    }),
  ],
})
