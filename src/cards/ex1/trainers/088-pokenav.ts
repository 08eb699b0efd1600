import type { CardDef } from '../../../engine'
import { trainer } from '../../kit'

/** "a Basic Pokémon, Evolution card, or Energy card": any Pokémon card or Energy card. */
const isPokemonOrEnergy = (d: CardDef): boolean => d.kind === 'pokemon' || d.kind === 'energy'

/** ex1-88. An Item: take a Pokémon or Energy card from the top 3, put the others back in any order. */
export const POKENAV = trainer('item', {
  id: 'ex1-88',
  name: 'PokéNav',
  text:
    'Look at the top 3 cards of your deck. You may show your opponent a Pokémon card or an Energy card among them ' +
    'and put it into your hand. Put the other cards back on top of your deck in any order. You can play this only ' +
    'if your deck has cards.',
  canPlay: (c) => c.me.deck.length > 0,
  *play(c) {
    const top = c.me.deck.slice(0, 3)
    c.lookAt(top, 'PokéNav')
    const [pick] = yield* c.chooseCards(
      top.filter((u) => isPokemonOrEnergy(c.def(u))),
      { text: 'You may put a Pokémon or Energy card into your hand', min: 0, max: 1, hiddenZone: true },
    )
    if (pick !== undefined) {
      c.reveal([pick], 'PokéNav')
      c.moveTo(pick, 'hand')
    }
    const rest = top.filter((u) => u !== pick)
    if (rest.length < 2) return
    const order = yield* c.orderCards(rest, 'Put these cards back on top of your deck: pick them from the new top down')
    c.reorderDeckTop(order)
  },
})
