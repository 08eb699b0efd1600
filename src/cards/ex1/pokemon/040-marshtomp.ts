import { ifHeadsDefendingIsNow } from '../../effects/conditions'
import { attack, pokemon, weak } from '../../kit'

/** ex1-40. Marshtomp (the Sapphire theme deck's). */
export const MARSHTOMP_40 = pokemon({
  id: 'ex1-40',
  name: 'Marshtomp',
  stage: 'stage1',
  evolvesFrom: 'Mudkip',
  hp: 70,
  types: ['water'],
  weakness: weak('lightning'),
  retreat: 1,
  attacks: [
    attack('Bubble', ['water'], 10, {
      text: 'Flip a coin. If heads, the Defending Pokémon is now Paralyzed.',
      effect: ifHeadsDefendingIsNow('paralyzed'),
    }),
    attack('Slash', ['colorless', 'colorless', 'colorless'], 40),
  ],
})
