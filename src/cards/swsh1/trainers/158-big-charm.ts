import { trainer } from '../../kit'

/** swsh1-158. A Pokémon Tool: +30 HP while attached. */
export const BIG_CHARM = trainer('tool', {
  id: 'swsh1-158',
  name: 'Big Charm',
  text: 'The Pokémon this is attached to has 30 more HP.',
  hooks: {
    maxHp: (_h, hp) => hp + 30,
  },
})
