import { attack, pokemon, resist, weak } from '../../kit'
import { isPokemonCard } from '../../effects/card-kinds'

export const HATENNA = pokemon({
  id: 'swsh2-83',
  name: 'Hatenna',
  stage: 'basic',
  hp: 60,
  types: ['psychic'],
  weakness: weak('darkness'),
  resistance: resist('fighting'),
  retreat: 1,
  attacks: [
    attack('Find a Friend', ['colorless'], 0, {
      text: 'Search your deck for a Pokémon card, show it to your opponent and put it into your hand. Then, shuffle your deck.',
      *effect(c) {
        yield* c.searchDeck({ text: 'Find a Friend: choose a Pokémon card', filter: isPokemonCard, max: 1 })
      },
    }),
    attack('Psyshot', ['colorless', 'colorless'], 20),
  ],
})
