import type { CardDef } from '../../../engine'
import { trainer } from '../../kit'
import { putFromDiscardIntoHand } from '../../effects/discard-pile'

/** "Pokémon, each with 90 HP or less": Pokémon cards whose printed HP is 90 or less. */
const isSmallPokemon = (d: CardDef): boolean => d.kind === 'pokemon' && d.hp <= 90

/** swsh12pt5-142. An Item: up to 2 Pokémon with 90 HP or less from the discard pile into the hand. */
export const RESCUE_CARRIER = trainer('item', {
  id: 'swsh12pt5-142',
  name: 'Rescue Carrier',
  text:
    'Put up to 2 Pokémon with 90 HP or less from your discard pile into your hand. You can play this only if your ' +
    'discard pile has such a Pokémon.',
  canPlay: (c) => c.cardsIn(c.seat, 'discard', isSmallPokemon).length > 0,
  *play(c) {
    yield* putFromDiscardIntoHand(c, isSmallPokemon, 2, 'Put up to 2 Pokémon with 90 HP or less into your hand')
  },
})
