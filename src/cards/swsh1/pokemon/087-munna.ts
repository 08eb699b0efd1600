import { attack, pokemon, resist, weak } from '../../kit'
import { healThis } from '../../effects/healing'

export const MUNNA = pokemon({
  id: 'swsh1-87',
  name: 'Munna',
  stage: 'basic',
  hp: 70,
  types: ['psychic'],
  weakness: weak('darkness'),
  resistance: resist('fighting'),
  retreat: 1,
  attacks: [
    attack('Moonlight', ['colorless'], 0, {
      text: 'Heal 30 damage from this Pokémon.',
      effect: healThis(30),
    }),
    attack('Psychic Sphere', ['psychic', 'colorless'], 30),
  ],
})
