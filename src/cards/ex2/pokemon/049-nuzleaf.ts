import { attack, pokemon, weak } from '../../kit'
import { ifTailsDoesNothing } from '../../effects/coins'
import { ifHeadsDefendingIsNow } from '../../effects/conditions'

export const NUZLEAF_49 = pokemon({
  id: 'ex2-49',
  name: 'Nuzleaf',
  stage: 'stage1',
  evolvesFrom: 'Seedot',
  hp: 80,
  types: ['grass'],
  weakness: weak('fire'),
  retreat: 1,
  attacks: [
    attack('Stun Spore', ['grass', 'colorless'], 20, {
      text: 'Flip a coin. If heads, the Defending Pokémon is now Paralyzed.',
      effect: ifHeadsDefendingIsNow('paralyzed'),
    }),
    attack('Razor Wind', ['colorless', 'colorless', 'colorless'], 60, {
      text: 'Flip a coin. If tails, this attack does nothing.',
      effect: ifTailsDoesNothing,
    }),
  ],
})
