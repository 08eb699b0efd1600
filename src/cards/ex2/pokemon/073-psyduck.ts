import { attack, pokemon, weak } from '../../kit'

/** ex2-73. Psyduck: Confusion Wave confuses both Active Pokémon, Psyduck too. */
export const PSYDUCK = pokemon({
  id: 'ex2-73',
  name: 'Psyduck',
  stage: 'basic',
  hp: 50,
  types: ['water'],
  weakness: weak('lightning'),
  retreat: 1,
  attacks: [
    attack('Confusion Wave', ['colorless'], 0, {
      text: 'Psyduck and the Defending Pokémon are both now Confused.',
      effect(c) {
        // A Defending Pokémon protected from the attack's effects stays as it is; Psyduck is Confused all the same.
        c.condition(c.defending, 'confused')
        c.condition(c.self, 'confused')
      },
    }),
  ],
})
