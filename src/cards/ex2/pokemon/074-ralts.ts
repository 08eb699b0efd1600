import { attack, pokemon, weak } from '../../kit'
import { defendingIsNow } from '../../effects/conditions'

export const RALTS = pokemon({
  id: 'ex2-74',
  name: 'Ralts',
  stage: 'basic',
  hp: 50,
  types: ['psychic'],
  weakness: weak('psychic'),
  retreat: 1,
  attacks: [
    attack('Hypnosis', ['colorless'], 0, {
      text: 'The Defending Pokémon is now Asleep.',
      effect: defendingIsNow('asleep'),
    }),
    attack('Psychic Boom', ['psychic'], 10, {
      damageSuffix: '×',
      text: 'Does 10 damage for each Energy attached to the Defending Pokémon.',
      effect(c) {
        c.damage *= c.energyUnits(c.defending)
      },
    }),
  ],
})
