import { attack, pokemon, weak } from '../../kit'
import { ifHeadsDefendingIsNow } from '../../effects/conditions'

export const TANGELA = pokemon({
  id: 'base1-66',
  name: 'Tangela',
  stage: 'basic',
  hp: 50,
  types: ['grass'],
  weakness: weak('fire'),
  retreat: 2,
  attacks: [
    attack('Bind', ['grass', 'colorless'], 20, {
      text: 'Flip a coin. If heads, the Defending Pokémon becomes Paralyzed.',
      effect: ifHeadsDefendingIsNow('paralyzed'),
    }),
    attack('Poisonpowder', ['grass', 'grass', 'grass'], 20, {
      text: 'The Defending Pokémon becomes Poisoned.',
      effect(c) {
        c.dealDamage()
        c.poison()
      },
    }),
  ],
})
