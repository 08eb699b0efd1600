import { attack, pokemon, weak } from '../../kit'
import { damageToOpponentsPokemon } from '../../effects/damage'

/** ex1-21. Seaking: Water Arrow picks its target among all of the opponent's Pokémon. */
export const SEAKING = pokemon({
  id: 'ex1-21',
  name: 'Seaking',
  stage: 'stage1',
  evolvesFrom: 'Goldeen',
  hp: 70,
  types: ['water'],
  weakness: weak('lightning'),
  retreat: 0,
  attacks: [
    attack('Water Arrow', ['water'], 0, {
      text: "20 damage to 1 of your opponent's Pokémon of your choice (no Weakness or Resistance for a Benched one).",
      *effect(c) {
        yield* damageToOpponentsPokemon(c, 20)
      },
    }),
    // Its effect moves Energy between two Defending Pokémon: the 2-on-2 variant only (docs/rulings).
    attack('Fast Stream', ['colorless', 'colorless'], 30, {
      text: 'Its printed effect, moving an Energy card between two Defending Pokémon, never applies with only one.',
    }),
  ],
})
