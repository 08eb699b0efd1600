import { attack, pokemon, resist, weak } from '../../kit'
import { ifHeadsDefendingIsNow } from '../../effects/conditions'

export const UMBREON = pokemon({
  id: 'ex2-24',
  name: 'Umbreon',
  stage: 'stage1',
  evolvesFrom: 'Eevee',
  hp: 80,
  types: ['darkness'],
  weakness: weak('fighting'),
  resistance: resist('psychic'),
  retreat: 1,
  attacks: [
    attack('Confuse Ray', ['colorless'], 10, {
      text: 'Flip a coin. If heads, the Defending Pokémon is now Confused.',
      effect: ifHeadsDefendingIsNow('confused'),
    }),
    attack('Moon Impact', ['darkness', 'colorless', 'colorless'], 40),
  ],
})
