import { attack, pokemon, weak } from '../../kit'
import { ifHeadsDefendingIsNow } from '../../effects/conditions'

export const TOXICROAK = pokemon({
  id: 'swsh1-124',
  name: 'Toxicroak',
  stage: 'stage1',
  evolvesFrom: 'Croagunk',
  hp: 110,
  types: ['darkness'],
  weakness: weak('fighting'),
  retreat: 1,
  abilities: [
    {
      name: 'More Poison',
      text: "At every Pokémon Checkup, Poison puts 2 more damage counters on your opponent's Poisoned Pokémon.",
      // Each Toxicroak in play adds its own 2 (the Ability of each card applies).
      hooks: { othersPoisonCounters: (h, target, counters) => (target.seat !== h.owner ? counters + 2 : counters) },
    },
  ],
  attacks: [
    attack('Poison Claws', ['darkness', 'colorless', 'colorless'], 70, {
      text: "Flip a coin. On heads, the opponent's Active Pokémon becomes Poisoned.",
      effect: ifHeadsDefendingIsNow('poisoned'),
    }),
  ],
})
