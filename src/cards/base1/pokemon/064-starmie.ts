import { attack, pokemon, weak } from '../../kit'
import { ifHeadsDefendingIsNow } from '../../effects/conditions'
import { discardEnergyToUse, thisHasEnergyOfType } from '../../effects/energy'
import { removeAllDamageFromThis } from '../../effects/healing'

export const STARMIE = pokemon({
  id: 'base1-64',
  name: 'Starmie',
  stage: 'stage1',
  evolvesFrom: 'Staryu',
  hp: 60,
  types: ['water'],
  weakness: weak('lightning'),
  retreat: 1,
  attacks: [
    attack('Recover', ['water', 'water'], 0, {
      text: 'To use this attack, discard 1 Water Energy card attached to Starmie. Then remove every damage counter from Starmie.',
      canUse: thisHasEnergyOfType('water'),
      payCost: discardEnergyToUse(1, 'water'),
      effect: removeAllDamageFromThis,
    }),
    attack('Star Freeze', ['water', 'colorless', 'colorless'], 20, {
      text: 'Flip a coin. If heads, the Defending Pokémon becomes Paralyzed.',
      effect: ifHeadsDefendingIsNow('paralyzed'),
    }),
  ],
})
