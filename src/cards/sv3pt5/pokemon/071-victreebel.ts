import { attack, pokemon, weak } from '../../kit'
import { defendingDuringNextTurn } from '../../effects/next-turn'

export const VICTREEBEL = pokemon({
  id: 'sv3pt5-71',
  name: 'Victreebel',
  stage: 'stage2',
  evolvesFrom: 'Weepinbell',
  hp: 150,
  types: ['grass'],
  weakness: weak('fire'),
  retreat: 3,
  attacks: [
    attack('Spit Up', ['grass'], 50),
    attack('Slow-Acting Acid', ['grass', 'colorless'], 120, {
      text: "At the end of your opponent's next turn, put 12 damage counters on the Defending Pokémon (unless it has left the Active Spot or evolved by then).",
      effect: defendingDuringNextTurn({ source: 'sv3pt5-71', key: 'slow-acid' }),
    }),
  ],
  markers: {
    'slow-acid': {
      endOfTurn: (h) => {
        if (h.self && h.markerEndsThisTurn) h.putCounters(h.self, 12)
      },
    },
  },
})
