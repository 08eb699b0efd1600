import { attack, pokemon, weak } from '../../kit'
import { defendingIsNow } from '../../effects/conditions'

export const IVYSAUR = pokemon({
  id: 'base1-30',
  name: 'Ivysaur',
  stage: 'stage1',
  evolvesFrom: 'Bulbasaur',
  hp: 60,
  types: ['grass'],
  weakness: weak('fire'),
  retreat: 1,
  attacks: [
    attack('Vine Whip', ['grass', 'colorless', 'colorless'], 30),
    attack('Poisonpowder', ['grass', 'grass', 'grass'], 20, {
      text: 'The Defending Pokémon becomes Poisoned.',
      effect: defendingIsNow('poisoned'),
    }),
  ],
})
