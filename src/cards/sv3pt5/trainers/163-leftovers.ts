import { trainer } from '../../kit'

/** sv3pt5-163. A Pokémon Tool: heals its Pokémon at the end of its owner's turn while it is Active. */
export const LEFTOVERS = trainer('tool', {
  id: 'sv3pt5-163',
  name: 'Leftovers',
  text:
    'At the end of your turn (before Pokémon Checkup), if the Pokémon this is attached to is your Active Pokémon, heal 20 ' +
    'damage from it.',
  hooks: {
    endOfTurn: (h) => {
      if (h.self?.zone === 'active' && h.currentPlayer === h.owner) h.heal(h.self, 20)
    },
  },
})
