import { attack, pokemon, weak } from '../../kit'
import { ifHeadsDefendingIsNow } from '../../effects/conditions'
import { ifHeadsPreventAllDamageToThis } from '../../effects/next-turn'

export const METAPOD = pokemon({
  id: 'base1-54',
  name: 'Metapod',
  stage: 'stage1',
  evolvesFrom: 'Caterpie',
  hp: 70,
  types: ['grass'],
  weakness: weak('fire'),
  retreat: 2,
  attacks: [
    attack('Stiffen', ['colorless', 'colorless'], 0, {
      text: "Flip a coin. If heads, attacks do no damage to Metapod during your opponent's next turn (their other effects still happen).",
      effect: ifHeadsPreventAllDamageToThis,
    }),
    attack('Stun Spore', ['grass', 'grass'], 20, {
      text: 'Flip a coin. If heads, the Defending Pokémon becomes Paralyzed.',
      effect: ifHeadsDefendingIsNow('paralyzed'),
    }),
  ],
})
