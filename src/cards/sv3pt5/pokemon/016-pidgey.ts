import { attack, pokemon, resist, weak } from '../../kit'
import { isBasicPokemon } from '../../effects/card-kinds'
import { searchDeckToBench } from '../../effects/cards-in-hand'

export const PIDGEY = pokemon({
  id: 'sv3pt5-16',
  name: 'Pidgey',
  stage: 'basic',
  hp: 50,
  types: ['colorless'],
  weakness: weak('lightning'),
  resistance: resist('fighting'),
  retreat: 1,
  attacks: [
    attack('Call for Family', ['colorless'], 0, {
      text: 'Look through your deck for up to 2 Basic Pokémon (no more than your Bench has room for), put them onto your Bench, and shuffle your deck.',
      *effect(c) {
        yield* searchDeckToBench(c, 2, isBasicPokemon, 'Call for Family: choose up to 2 Basic Pokémon for your Bench')
      },
    }),
    attack('Tackle', ['colorless', 'colorless'], 20),
  ],
})
