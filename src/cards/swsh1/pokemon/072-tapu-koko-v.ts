import { attack, pokemon, weak } from '../../kit'
import { thisCantAttackNextTurn } from '../../effects/next-turn'

export const TAPU_KOKO_V = pokemon({
  id: 'swsh1-72',
  name: 'Tapu Koko V',
  stage: 'basic',
  ruleBox: 'V',
  hp: 200,
  types: ['lightning'],
  weakness: weak('fighting'),
  retreat: 0,
  attacks: [
    attack('Spike Draw', ['lightning'], 20, {
      text: 'After the damage, draw 2 cards.',
      effect(c) {
        c.dealDamage()
        c.draw(2)
      },
    }),
    attack('Thunderous Bolt', ['lightning', 'lightning', 'colorless'], 200, {
      text: "This Pokémon can't attack during your next turn.",
      effect: thisCantAttackNextTurn,
    }),
  ],
})
