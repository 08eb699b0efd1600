import { attack, pokemon, weak } from '../../kit'
import { defendingDuringNextTurn } from '../../effects/next-turn'

export const SEADRA = pokemon({
  id: 'sv3pt5-117',
  name: 'Seadra',
  stage: 'stage1',
  evolvesFrom: 'Horsea',
  hp: 80,
  types: ['water'],
  weakness: weak('lightning'),
  retreat: 1,
  attacks: [
    attack('Blinding Ink', ['water', 'colorless', 'colorless'], 50, {
      text: "During your opponent's next turn, whenever the Defending Pokémon tries to attack, your opponent flips 2 coins; unless both are heads, the attack doesn't happen.",
      effect: defendingDuringNextTurn({ source: 'sv3pt5-117', key: 'blinding-ink' }),
    }),
  ],
  markers: {
    'blinding-ink': {
      beforeAttack: (_h, flip) => {
        const first = flip()
        const second = flip()
        return first && second
      },
    },
  },
})
