import { attack, pokemon, weak } from '../../kit'
import { healOneOfYourPokemon } from '../../effects/healing'

export const ROSELIA_3 = pokemon({
  id: 'swsh1-3',
  name: 'Roselia',
  stage: 'basic',
  hp: 70,
  types: ['grass'],
  weakness: weak('fire'),
  retreat: 1,
  attacks: [
    attack('Sweet Scent', ['colorless'], 0, {
      text: 'Choose one of your damaged Pokémon and heal 30 damage from it.',
      effect: healOneOfYourPokemon(30),
    }),
    attack('Sting', ['grass', 'colorless'], 20),
  ],
})
