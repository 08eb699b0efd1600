import { attack, pokemon, resist, weak } from '../../kit'
import { putCountersAnyWay } from '../../effects/damage'

export const SANDYGAST = pokemon({
  id: 'swsh2-81',
  name: 'Sandygast',
  stage: 'basic',
  hp: 80,
  types: ['psychic'],
  weakness: weak('darkness'),
  resistance: resist('fighting'),
  retreat: 3,
  attacks: [
    attack('Sneaky Placement', ['psychic'], 0, {
      text: "Put 1 damage counter on 1 of your opponent's Pokémon.",
      *effect(c) {
        yield* putCountersAnyWay(c, 1, (c) => c.allPokemon(c.opp), 'Sneaky Placement')
      },
    }),
  ],
})
