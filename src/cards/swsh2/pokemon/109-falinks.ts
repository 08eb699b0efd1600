import { attack, pokemon, weak } from '../../kit'
import { searchDeckToBench } from '../../effects/cards-in-hand'
import { isBasicPokemon } from '../../effects/card-kinds'

export const FALINKS = pokemon({
  id: 'swsh2-109',
  name: 'Falinks',
  stage: 'basic',
  hp: 90,
  types: ['fighting'],
  weakness: weak('psychic'),
  retreat: 1,
  attacks: [
    attack('Call for Family', ['colorless'], 0, {
      text: 'Search your deck for up to 2 Basic Pokémon and put them onto your Bench. Then, shuffle your deck.',
      *effect(c) {
        yield* searchDeckToBench(c, 2, isBasicPokemon, 'Call for Family: choose up to 2 Basic Pokémon')
      },
    }),
    attack('Team Attack', ['colorless', 'colorless'], 30, {
      damageSuffix: '×',
      text: 'This attack does 30 damage for each of your Benched Pokémon with "Falinks" in its name.',
      effect(c) {
        c.damage *= c.benched(c.seat).filter((r) => c.pokemonAt(r).name.includes('Falinks')).length
      },
    }),
  ],
})
