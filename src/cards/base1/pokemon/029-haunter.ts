import { attack, pokemon, resist } from '../../kit'
import { defendingIsNow } from '../../effects/conditions'

export const HAUNTER = pokemon({
  id: 'base1-29',
  name: 'Haunter',
  stage: 'stage1',
  evolvesFrom: 'Gastly',
  hp: 60,
  types: ['psychic'],
  resistance: resist('fighting'),
  retreat: 1,
  attacks: [
    attack('Hypnosis', ['psychic'], 0, {
      text: 'The Defending Pokémon becomes Asleep.',
      effect: defendingIsNow('asleep'),
    }),
    attack('Dream Eater', ['psychic', 'psychic'], 50, {
      text: 'Can be used only if the Defending Pokémon is Asleep.',
      canUse: (c) => c.hasCondition(c.defending, 'asleep'),
    }),
  ],
})
