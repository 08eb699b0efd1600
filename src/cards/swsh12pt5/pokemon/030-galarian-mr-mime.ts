import { attack, pokemon, weak } from '../../kit'

export const GALARIAN_MR_MIME = pokemon({
  id: 'swsh12pt5-30',
  name: 'Galarian Mr. Mime',
  stage: 'basic',
  hp: 80,
  types: ['water'],
  weakness: weak('metal'),
  retreat: 1,
  attacks: [
    attack('Pound', ['water'], 10),
    attack('Find It', ['colorless', 'colorless'], 0, {
      text: 'Look through your deck for an Item card, show it to your opponent and put it into your hand, then shuffle your deck.',
      *effect(c) {
        // Under Sword & Shield rules a Pokémon Tool is an Item too (rules.md C-5): c.isItem says so.
        yield* c.searchDeck({ text: 'Find It: choose an Item card for your hand', filter: (d) => c.isItem(d), max: 1 })
      },
    }),
  ],
})
