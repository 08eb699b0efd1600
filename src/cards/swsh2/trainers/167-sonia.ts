import { isBasicEnergy } from '../../../engine'
import { trainer } from '../../kit'
import { isBasicPokemon } from '../../effects/card-kinds'

const KINDS = ['Up to 2 Basic Pokémon', 'Up to 2 basic Energy cards'] as const

/** swsh2-167. A Supporter: 2 Basic Pokémon or 2 basic Energy cards from the deck into the hand. */
export const SONIA = trainer('supporter', {
  id: 'swsh2-167',
  name: 'Sonia',
  text:
    'Choose Basic Pokémon or basic Energy cards, then search your deck for up to 2 cards of that kind, show them to ' +
    'your opponent and put them into your hand. Then shuffle your deck.',
  *play(c) {
    const kind = yield* c.chooseOne('Sonia: what do you search your deck for?', [...KINDS])
    yield* c.searchDeck({
      text: kind === 0 ? 'Choose up to 2 Basic Pokémon' : 'Choose up to 2 basic Energy cards',
      filter: kind === 0 ? isBasicPokemon : isBasicEnergy,
      max: 2,
    })
  },
})
