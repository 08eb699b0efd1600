import { attack, pokemon, weak } from '../../kit'
import { healThis } from '../../effects/healing'

export const IVYSAUR = pokemon({
  id: 'sv3pt5-2',
  name: 'Ivysaur',
  stage: 'stage1',
  evolvesFrom: 'Bulbasaur',
  hp: 100,
  types: ['grass'],
  weakness: weak('fire'),
  retreat: 3,
  attacks: [
    attack('Leech Seed', ['grass', 'colorless'], 30, {
      text: 'After the damage, heal 20 damage from this Pokémon.',
      effect: healThis(20),
    }),
    attack('Vine Whip', ['grass', 'grass', 'colorless'], 80),
  ],
})
