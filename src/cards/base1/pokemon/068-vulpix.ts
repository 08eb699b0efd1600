import { attack, pokemon, weak } from '../../kit'
import { ifHeadsDefendingIsNow } from '../../effects/conditions'

export const VULPIX = pokemon({
  id: 'base1-68',
  name: 'Vulpix',
  stage: 'basic',
  hp: 50,
  types: ['fire'],
  weakness: weak('water'),
  retreat: 1,
  attacks: [
    attack('Confuse Ray', ['fire', 'fire'], 10, {
      text: 'Flip a coin. If heads, the Defending Pokémon becomes Confused.',
      effect: ifHeadsDefendingIsNow('confused'),
    }),
  ],
})
