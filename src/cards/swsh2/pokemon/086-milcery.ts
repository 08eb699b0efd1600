import { attack, pokemon, weak } from '../../kit'
import { healEachOfYours } from '../../effects/healing'

export const MILCERY = pokemon({
  id: 'swsh2-86',
  name: 'Milcery',
  stage: 'basic',
  hp: 50,
  types: ['psychic'],
  weakness: weak('metal'),
  retreat: 1,
  attacks: [
    attack('Aromatherapy', ['colorless'], 0, {
      text: 'Heal 10 damage from each of your Pokémon.',
      effect: healEachOfYours(10),
    }),
    attack('Tackle', ['psychic', 'colorless'], 20),
  ],
})
