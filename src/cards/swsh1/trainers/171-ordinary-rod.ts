import type { EffectCtx } from '../../../engine'
import { isBasicEnergy } from '../../../engine'
import { trainer } from '../../kit'
import { isPokemonCard } from '../../effects/card-kinds'
import { putFromDiscardIntoDeck } from '../../effects/discard-pile'

/** Cards of a kind in the discard pile that may go back into the deck. */
const returnable = (c: EffectCtx, filter: (d: Parameters<typeof isBasicEnergy>[0]) => boolean) =>
  c.cardsIn(c.seat, 'discard', (d, u) => filter(d) && c.mayPutFromDiscardIntoDeck(u)).length > 0

/** swsh1-171. An Item: Pokémon, basic Energy or both from the discard pile back into the deck. */
export const ORDINARY_ROD = trainer('item', {
  id: 'swsh1-171',
  name: 'Ordinary Rod',
  text:
    'Choose one or both: shuffle 1 or 2 Pokémon from your discard pile into your deck; shuffle 1 or 2 basic Energy ' +
    'cards from your discard pile into your deck. You can play this only if your discard pile has a Pokémon or a ' +
    'basic Energy card.',
  canPlay: (c) => returnable(c, isPokemonCard) || returnable(c, isBasicEnergy),
  *play(c) {
    const pokemon = returnable(c, isPokemonCard)
    const energy = returnable(c, isBasicEnergy)
    const choices = [
      ...(pokemon ? [{ label: 'Pokémon', pokemon: true, energy: false }] : []),
      ...(energy ? [{ label: 'Basic Energy', pokemon: false, energy: true }] : []),
      ...(pokemon && energy ? [{ label: 'Both', pokemon: true, energy: true }] : []),
    ]
    const i =
      choices.length > 1
        ? yield* c.chooseOne(
            'Shuffle which cards into your deck?',
            choices.map((x) => x.label),
          )
        : 0
    const pick = choices[i]!
    if (pick.pokemon)
      yield* putFromDiscardIntoDeck(c, isPokemonCard, 2, 'Choose up to 2 Pokémon to shuffle into your deck')
    if (pick.energy)
      yield* putFromDiscardIntoDeck(c, isBasicEnergy, 2, 'Choose up to 2 basic Energy cards to shuffle into your deck')
    c.shuffleDeck()
  },
})
