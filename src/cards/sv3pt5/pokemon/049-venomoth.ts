import { attack, pokemon, weak } from '../../kit'

export const VENOMOTH = pokemon({
  id: 'sv3pt5-49',
  name: 'Venomoth',
  stage: 'stage1',
  evolvesFrom: 'Venonat',
  hp: 90,
  types: ['grass'],
  weakness: weak('fire'),
  retreat: 1,
  attacks: [
    attack('Perplexing Powder', ['grass'], 30, {
      text: "Your opponent's Active Pokémon becomes Confused. During your opponent's next turn, they can't play Item cards (Pokémon Tools included) from their hand.",
      effect(c) {
        c.dealDamage()
        c.confuse()
        c.markPlayer(c.opp, { source: 'sv3pt5-49', key: 'no-items', until: 'opponent-next-turn' })
      },
    }),
    attack('Speed Wing', ['grass', 'colorless', 'colorless'], 90),
  ],
  markers: {
    'no-items': {
      blocksTrainer: (h, seat, kind) => seat === h.owner && (kind === 'item' || kind === 'tool' || kind === 'tm'),
    },
  },
})
