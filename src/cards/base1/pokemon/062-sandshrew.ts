import { attack, pokemon, resist, weak } from '../../kit'
import { defendingDuringNextTurn } from '../../effects/next-turn'

export const SANDSHREW = pokemon({
  id: 'base1-62',
  name: 'Sandshrew',
  stage: 'basic',
  hp: 40,
  types: ['fighting'],
  weakness: weak('grass'),
  resistance: resist('lightning'),
  retreat: 1,
  attacks: [
    attack('Sand-attack', ['fighting'], 10, {
      text: "During your opponent's next turn, when the Defending Pokémon tries to attack, your opponent flips a coin. If tails, that attack has no effect.",
      effect: defendingDuringNextTurn({ source: 'base1-62', key: 'sand-attack' }),
    }),
  ],
  markers: {
    'sand-attack': { beforeAttack: (_h, flip) => flip() },
  },
})
