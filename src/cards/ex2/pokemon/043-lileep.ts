import { attack, pokemon, weak } from '../../kit'
import { defendingCantUseChosenAttackNextTurn } from '../../effects/next-turn'

export const LILEEP_43 = pokemon({
  id: 'ex2-43',
  name: 'Lileep',
  stage: 'stage1',
  evolvesFrom: 'Root Fossil',
  hp: 80,
  types: ['grass'],
  weakness: weak('fire'),
  retreat: 2,
  attacks: [
    attack('Amnesia', ['colorless', 'colorless'], 0, {
      text: "Choose 1 of the Defending Pokémon's attacks. That Pokémon can't use that attack during your opponent's next turn.",
      effect: defendingCantUseChosenAttackNextTurn,
    }),
    attack('Headbutt', ['grass', 'colorless'], 30),
  ],
})
