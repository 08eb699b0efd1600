import { attack, pokemon, weak } from '../../kit'
import { ifHeadsDefendingIsNow } from '../../effects/conditions'
import { healEachOfYours } from '../../effects/healing'

/**
 * ex1-2. Beautifly: while it is in play, Withering Dust (a Poké-Body) switches off Resistance for every Active
 * Pokémon, both players'; Parallel Gain heals 10 from each of your Pokémon.
 */
export const BEAUTIFLY = pokemon({
  id: 'ex1-2',
  name: 'Beautifly',
  stage: 'stage2',
  evolvesFrom: 'Silcoon',
  hp: 80,
  types: ['grass'],
  weakness: weak('fire'),
  retreat: 0,
  abilities: [
    {
      name: 'Withering Dust',
      exKind: 'poke-body',
      text: "While Beautifly is in play, no Active Pokémon's Resistance is applied (yours and your opponent's).",
      hooks: {
        resistance: (h, r) => (h.self?.zone === 'active' ? [] : r),
        othersResistance: (_h, target, r) => (target.zone === 'active' ? [] : r),
      },
    },
  ],
  attacks: [
    attack('Stun Spore', ['grass'], 20, {
      text: 'Flip a coin. If heads, the Defending Pokémon is now Paralyzed.',
      effect: ifHeadsDefendingIsNow('paralyzed'),
    }),
    attack('Parallel Gain', ['grass', 'colorless', 'colorless'], 50, {
      text: 'Remove 1 damage counter from each of your Pokémon, Beautifly included.',
      effect: healEachOfYours(10),
    }),
  ],
})
