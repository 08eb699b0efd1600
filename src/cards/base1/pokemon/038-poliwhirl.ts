import { attack, pokemon, weak } from '../../kit'
import { perHeads } from '../../effects/coins'
import { defendingCantUseChosenAttackNextTurn } from '../../effects/next-turn'

export const POLIWHIRL = pokemon({
  id: 'base1-38',
  name: 'Poliwhirl',
  stage: 'stage1',
  evolvesFrom: 'Poliwag',
  hp: 60,
  types: ['water'],
  weakness: weak('grass'),
  retreat: 1,
  attacks: [
    attack('Amnesia', ['water', 'water'], 0, {
      text: "Pick one of the Defending Pokémon's attacks. During your opponent's next turn, that Pokémon can't use it.",
      effect: defendingCantUseChosenAttackNextTurn,
    }),
    attack('Doubleslap', ['water', 'water', 'colorless'], 30, {
      damageSuffix: '×',
      text: 'Flip 2 coins. Does 30 damage for each heads.',
      effect: perHeads(2),
    }),
  ],
})
