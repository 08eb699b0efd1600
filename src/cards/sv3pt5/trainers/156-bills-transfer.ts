import { trainer } from '../../kit'

/** sv3pt5-156. A Supporter: take any Pokémon among the top 8 cards of your deck. */
export const BILLS_TRANSFER = trainer('supporter', {
  id: 'sv3pt5-156',
  name: "Bill's Transfer",
  text:
    'Look at the top 8 cards of your deck (all of them if fewer). Choose any number of Pokémon cards among them, show them ' +
    'to your opponent and put them into your hand, then shuffle your deck. You can play this only if your deck has cards.',
  canPlay: (c) => c.me.deck.length > 0,
  *play(c) {
    const top = c.me.deck.slice(0, 8)
    c.lookAt(top, "Bill's Transfer")
    const pokemon = top.filter((u) => c.def(u).kind === 'pokemon')
    const found = yield* c.chooseCards(pokemon, {
      text: 'Choose any number of Pokémon to put into your hand',
      min: 0,
      max: top.length,
      hiddenZone: true,
    })
    c.reveal(found, "Bill's Transfer")
    for (const u of found) c.moveTo(u, 'hand')
    c.shuffleDeck()
  },
})
