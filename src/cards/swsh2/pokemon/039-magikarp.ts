import { switchThisWithBenched } from '../../effects/in-play'
import { attack, pokemon, weak } from '../../kit'

export const MAGIKARP = pokemon({
  id: 'swsh2-39',
  name: 'Magikarp',
  stage: 'basic',
  hp: 30,
  types: ['water'],
  weakness: weak('lightning'),
  retreat: 1,
  attacks: [
    attack('Leap Out', ['colorless'], 0, {
      text: 'Switch this Pokémon with 1 of your Benched Pokémon.',
      effect: switchThisWithBenched,
    }),
  ],
})
