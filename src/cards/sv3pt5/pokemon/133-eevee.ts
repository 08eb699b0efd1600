import { attack, pokemon, weak } from '../../kit'
import { isPokemonCard } from '../../effects/card-kinds'
import { searchDeckForDifferentTypes } from '../../effects/cards-in-hand'

export const EEVEE = pokemon({
  id: 'sv3pt5-133',
  name: 'Eevee',
  stage: 'basic',
  hp: 70,
  types: ['colorless'],
  weakness: weak('fighting'),
  retreat: 1,
  attacks: [
    attack('Colorful Friends', ['colorless'], 0, {
      text: 'Search your deck for up to 3 Pokémon that share no type with each other, show them to your opponent and put them into your hand, then shuffle your deck.',
      *effect(c) {
        yield* searchDeckForDifferentTypes(c, 3, isPokemonCard, 'Colorful Friends: choose a Pokémon')
      },
    }),
    attack('Skip', ['colorless'], 10),
  ],
})
