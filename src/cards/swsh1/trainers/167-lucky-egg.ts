import { trainer } from '../../kit'
import { drawUntilHandHas } from '../../effects/cards-in-hand'

/** swsh1-167. A Pokémon Tool: when its Pokémon is Knocked Out by an opponent's attack, draw up to 7 cards in hand. */
export const LUCKY_EGG = trainer('tool', {
  id: 'swsh1-167',
  name: 'Lucky Egg',
  text:
    "If the Pokémon this is attached to is Knocked Out by damage from your opponent's attack, draw cards until you " +
    'have 7 cards in your hand.',
  hooks: {
    onKnockOut: (h, ko) => {
      if (ko.byAttack) drawUntilHandHas(h, h.owner, 7)
    },
  },
})
