import { attack, pokemon, resist, weak } from '../../kit'
import { defendingIsNow } from '../../effects/conditions'

export const HAUNTER = pokemon({
  id: 'swsh1-84',
  name: 'Haunter',
  stage: 'stage1',
  evolvesFrom: 'Gastly',
  hp: 70,
  types: ['psychic'],
  weakness: weak('darkness'),
  resistance: resist('fighting'),
  retreat: 1,
  attacks: [
    attack('Nightmare', ['colorless'], 20, {
      text: "Your opponent's Active Pokémon is now Asleep.",
      effect: defendingIsNow('asleep'),
    }),
    attack('Spooky Shot', ['psychic', 'colorless'], 40),
  ],
})
