import type { CardDef } from '../../../engine'
import { trainer } from '../../kit'

/** "An Evolution Grass Pokémon": a Grass Pokémon card that evolves from another. */
const isGrassEvolution = (d: CardDef): boolean =>
  d.kind === 'pokemon' && d.evolvesFrom !== undefined && d.types.includes('grass')

/** swsh2-170. A Stadium: once a turn each player may search their deck for an Evolution Grass Pokémon. */
export const TURFFIELD_STADIUM = trainer('stadium', {
  id: 'swsh2-170',
  name: 'Turffield Stadium',
  text:
    "Once during each player's turn, that player may search their deck for an Evolution Grass Pokémon, show it to " +
    'their opponent and put it into their hand, then shuffle their deck ("Use Turffield Stadium").',
  stadiumAction: {
    text: 'Search your deck for an Evolution Grass Pokémon and put it into your hand.',
    canUse: (c) => c.me.deck.length > 0,
    *use(c) {
      yield* c.searchDeck({
        text: 'Choose an Evolution Grass Pokémon to put into your hand',
        filter: isGrassEvolution,
        max: 1,
      })
    },
  },
})
