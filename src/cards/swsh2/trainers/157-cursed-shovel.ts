import { trainer } from '../../kit'

/** swsh2-157. A Pokémon Tool: if its Pokémon is Knocked Out by an opponent's attack, 2 cards of their deck go. */
export const CURSED_SHOVEL = trainer('tool', {
  id: 'swsh2-157',
  name: 'Cursed Shovel',
  text:
    "If the Pokémon holding this is Knocked Out by damage from an opponent's attack, discard the top 2 cards of your " +
    "opponent's deck.",
  hooks: {
    onKnockOut: (h, ko) => {
      if (ko.byAttack) h.discardTopOfDeck(h.owner === 0 ? 1 : 0, 2)
    },
  },
})
