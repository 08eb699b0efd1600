import { classicTrainer } from '../../kit'
import { isPokemonCard } from '../../effects/card-kinds'
import { otherCardsInHand } from '../../effects/cards-in-hand'
import { isBasicEnergy } from '../../../engine'

/** base1-71 */
export const COMPUTER_SEARCH = classicTrainer({
  id: 'base1-71',
  name: 'Computer Search',
  text: 'Discard 2 other cards from your hand. Then search your deck for any card, put it into your hand and shuffle your deck. You can play this only if you have 2 other cards to discard.',
  canPlay: (c) => otherCardsInHand(c).length >= 2,
  *play(c) {
    const cost = yield* c.chooseCards(c.me.hand, { text: 'Choose 2 cards to discard', min: 2, max: 2 })
    c.discard(cost)
    yield* c.searchDeck({ text: 'Choose any card to put into your hand', max: 1, reveal: false })
  },
})

/** base1-74 */
export const ITEM_FINDER = classicTrainer({
  id: 'base1-74',
  name: 'Item Finder',
  text:
    'Discard 2 other cards from your hand. Then put a Trainer card from your discard pile into your hand. ' +
    'You can play this only if you have 2 other cards to discard and a Trainer card in your discard pile.',
  canPlay: (c) =>
    otherCardsInHand(c).length >= 2 && c.cardsIn(c.seat, 'discard', (d) => d.kind === 'trainer').length > 0,
  *play(c) {
    const cost = yield* c.chooseCards(c.me.hand, { text: 'Choose 2 cards to discard', min: 2, max: 2 })
    c.discard(cost)
    const trainers = c.cardsIn(c.seat, 'discard', (d) => d.kind === 'trainer')
    const [pick] = yield* c.chooseCards(trainers, {
      text: 'Choose a Trainer card to put into your hand',
      min: 1,
      max: 1,
      publicOptions: true,
    })
    if (pick !== undefined) c.moveTo(pick, 'hand')
  },
})

/** base1-77 */
export const POKEMON_TRADER = classicTrainer({
  id: 'base1-77',
  name: 'Pokémon Trader',
  text:
    'Show your opponent a Basic Pokémon or Evolution card from your hand, then search your deck for a Basic Pokémon or ' +
    'Evolution card and show it too. Put the card you found into your hand and the card you showed into your deck, then ' +
    'shuffle your deck. If you find nothing, you keep your card and shuffle your deck.',
  canPlay: (c) => otherCardsInHand(c).some((u) => isPokemonCard(c.def(u))),
  *play(c) {
    const mine = c.cardsIn(c.seat, 'hand', isPokemonCard)
    const [give] = yield* c.chooseCards(mine, {
      text: 'Choose a Pokémon card from your hand to trade away',
      min: 1,
      max: 1,
    })
    if (give === undefined) return
    c.reveal([give], 'Pokémon Trader')
    const found = yield* c.searchDeck({
      text: 'Choose a Basic Pokémon or Evolution card to take',
      filter: isPokemonCard,
      max: 1,
    })
    if (found.length === 0) return
    c.moveTo(give, 'deck')
    c.shuffleDeck()
  },
})

/** base1-81 */
export const ENERGY_RETRIEVAL = classicTrainer({
  id: 'base1-81',
  name: 'Energy Retrieval',
  text:
    'Discard 1 other card from your hand. Then put up to 2 basic Energy cards from your discard pile into your hand. ' +
    'You can play this only if you have another card to discard and a basic Energy card in your discard pile.',
  canPlay: (c) => otherCardsInHand(c).length >= 1 && c.cardsIn(c.seat, 'discard', isBasicEnergy).length > 0,
  *play(c) {
    const cost = yield* c.chooseCards(c.me.hand, { text: 'Choose a card to discard', min: 1, max: 1 })
    c.discard(cost)
    const energy = c.cardsIn(c.seat, 'discard', isBasicEnergy)
    const picks = yield* c.chooseCards(energy, {
      text: 'Choose up to 2 basic Energy cards to put into your hand',
      min: 1,
      max: 2,
      publicOptions: true,
    })
    for (const u of picks) c.moveTo(u, 'hand')
  },
})

/** base1-87 */
export const POKEDEX = classicTrainer({
  id: 'base1-87',
  name: 'Pokédex',
  text: 'Look at the top 5 cards of your deck (all of them if fewer) and put them back on top in any order you like.',
  *play(c) {
    const top = c.me.deck.slice(0, 5)
    const order = yield* c.orderCards(
      top,
      'Put these cards back on top of your deck: pick them from the new top card down',
    )
    c.reorderDeckTop(order)
  },
})
