import { attack, pokemon, weak } from '../../kit'

export const PSYDUCK = pokemon({
  id: 'sv3pt5-54',
  name: 'Psyduck',
  stage: 'basic',
  hp: 70,
  types: ['water'],
  weakness: weak('lightning'),
  retreat: 1,
  attacks: [
    attack('Overthink', ['colorless'], 0, {
      text: "During your opponent's next turn, every coin they flip counts as tails.",
      effect(c) {
        c.markPlayer(c.opp, { source: 'sv3pt5-54', key: 'overthink', until: 'opponent-next-turn' })
      },
    }),
    attack('Water Gun', ['water'], 10),
  ],
  markers: {
    // Only during that turn (not in the Pokémon Checkup between the turns).
    overthink: {
      coinFlip: (h, seat, heads) => (seat === h.owner && h.markerEndsThisTurn ? false : heads),
    },
  },
})
