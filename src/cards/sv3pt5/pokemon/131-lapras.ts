import { attack, pokemon, weak } from '../../kit'

export const LAPRAS = pokemon({
  id: 'sv3pt5-131',
  name: 'Lapras',
  stage: 'basic',
  hp: 110,
  types: ['water'],
  weakness: weak('lightning'),
  retreat: 1,
  attacks: [
    attack('Hop on My Back', ['water'], 0, {
      text: 'Search your deck for up to 2 Pokémon, show them to your opponent and put them into your hand, then shuffle your deck.',
      *effect(c) {
        yield* c.searchDeck({
          text: 'Hop on My Back: choose up to 2 Pokémon',
          filter: (d) => d.kind === 'pokemon',
          max: 2,
        })
      },
    }),
    attack('Aqua Edge', ['water', 'colorless', 'colorless'], 90),
  ],
})
