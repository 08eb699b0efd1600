import { energy } from '../../kit'

/** swsh2-173. Special Energy: Lightning; attached from the hand to a Lightning Pokémon, draw 2. */
export const SPEED_LIGHTNING_ENERGY = energy({
  id: 'swsh2-173',
  name: 'Speed Lightning Energy',
  basic: false,
  text: 'Provides 1 Lightning Energy. When you attach it from your hand to a Lightning Pokémon, draw 2 cards.',
  provides: [{ types: ['lightning'] }],
  onAttach(c) {
    if (c.typesOf(c.self).includes('lightning')) c.draw(2)
  },
})
