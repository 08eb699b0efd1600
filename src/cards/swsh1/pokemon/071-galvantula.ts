import { attack, pokemon, weak } from '../../kit'
import { ifHeadsDefendingIsNow } from '../../effects/conditions'

export const GALVANTULA = pokemon({
  id: 'swsh1-71',
  name: 'Galvantula',
  stage: 'stage1',
  evolvesFrom: 'Joltik',
  hp: 100,
  types: ['lightning'],
  weakness: weak('fighting'),
  retreat: 1,
  attacks: [
    attack('Volt Wave', ['lightning', 'colorless'], 60, {
      text: "Flip a coin. On heads, the opponent's Active Pokémon becomes Paralyzed.",
      effect: ifHeadsDefendingIsNow('paralyzed'),
    }),
  ],
})
