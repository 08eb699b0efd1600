import { attack, pokemon, resist, weak } from '../../kit'

export const GALARIAN_MEOWTH = pokemon({
  id: 'swsh2-126',
  name: 'Galarian Meowth',
  stage: 'basic',
  hp: 60,
  types: ['metal'],
  weakness: weak('fire'),
  resistance: resist('grass'),
  retreat: 2,
  abilities: [
    {
      name: 'Evolution Roar',
      text: 'Once during your turn, you may discard 2 cards from your hand to search your deck for a Galarian Perrserker, show it to your opponent and put it into your hand. Then, shuffle your deck.',
      oncePerTurn: true,
      canUse: (c) => c.me.hand.length >= 2,
      *use(c) {
        const paid = yield* c.chooseCards(c.me.hand, {
          text: 'Evolution Roar: discard 2 cards from your hand',
          min: 2,
          max: 2,
        })
        c.discard(paid)
        yield* c.searchDeck({
          text: 'Evolution Roar: choose a Galarian Perrserker',
          filter: (d) => d.kind === 'pokemon' && d.name === 'Galarian Perrserker',
          max: 1,
        })
      },
    },
  ],
  attacks: [attack('Scratch', ['metal', 'colorless'], 20)],
})
