import { attack, pokemon, weak } from '../../kit'
import { defendingDuringNextTurn } from '../../effects/next-turn'

export const SILICOBRA_107 = pokemon({
  id: 'swsh1-107',
  name: 'Silicobra',
  stage: 'basic',
  hp: 80,
  types: ['fighting'],
  weakness: weak('grass'),
  retreat: 2,
  attacks: [
    attack('Sand Attack', ['colorless'], 0, {
      text: "During your opponent's next turn, whenever the Defending Pokémon tries to attack, your opponent flips a coin; on tails the attack doesn't happen.",
      effect: defendingDuringNextTurn({ source: 'swsh1-107', key: 'sand-attack' }),
    }),
  ],
  markers: {
    'sand-attack': { beforeAttack: (_h, flip) => flip() },
  },
})
