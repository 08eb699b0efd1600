import type { CardDef } from '../../../engine'
import { trainer } from '../../kit'
import { putFromDiscardIntoHand } from '../../effects/discard-pile'
import { isBasicEnergyOf } from '../../effects/energy'

/** "Water Pokémon and Water Energy cards": Pokémon cards of the Water type, basic Water Energy cards. */
const isWaterPokemonOrEnergy = (d: CardDef): boolean =>
  (d.kind === 'pokemon' && d.types.includes('water')) || isBasicEnergyOf(d, 'water')

/** swsh12pt5-136. A Supporter: up to 4 Water Pokémon and Water Energy cards from the discard pile into the hand. */
export const NESSA = trainer('supporter', {
  id: 'swsh12pt5-136',
  name: 'Nessa',
  text:
    'Choose up to 4 cards from your discard pile, each a Water Pokémon or a Water Energy card, in any mix, and put ' +
    'them into your hand. You can play this only if your discard pile has such a card.',
  canPlay: (c) => c.cardsIn(c.seat, 'discard', isWaterPokemonOrEnergy).length > 0,
  *play(c) {
    yield* putFromDiscardIntoHand(
      c,
      isWaterPokemonOrEnergy,
      4,
      'Put up to 4 Water Pokémon and Water Energy cards into your hand',
    )
  },
})
