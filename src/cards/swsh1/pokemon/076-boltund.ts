import { attack, pokemon, weak } from '../../kit'
import { thisCantAttackNextTurn } from '../../effects/next-turn'

export const BOLTUND_76 = pokemon({
  id: 'swsh1-76',
  name: 'Boltund',
  stage: 'stage1',
  evolvesFrom: 'Yamper',
  hp: 120,
  types: ['lightning'],
  weakness: weak('fighting'),
  retreat: 0,
  attacks: [
    attack('Bite', ['colorless', 'colorless'], 50),
    attack('Electrodash', ['lightning', 'lightning', 'colorless'], 160, {
      text: "This Pokémon can't attack during your next turn.",
      effect: thisCantAttackNextTurn,
    }),
  ],
})
