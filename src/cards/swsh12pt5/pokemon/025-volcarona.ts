import { attack, pokemon, weak } from '../../kit'
import { thisCantAttackNextTurn } from '../../effects/next-turn'

export const VOLCARONA = pokemon({
  id: 'swsh12pt5-25',
  name: 'Volcarona',
  stage: 'stage1',
  evolvesFrom: 'Larvesta',
  hp: 130,
  types: ['fire'],
  weakness: weak('water'),
  retreat: 2,
  attacks: [
    attack('Will-O-Wisp', ['fire'], 40),
    attack('Volcanic Heat', ['fire', 'colorless'], 120, {
      text: 'This Pokémon cannot attack during your next turn.',
      effect: thisCantAttackNextTurn,
    }),
  ],
})
