import { attack, pokemon, resist, weak } from '../../kit'
import { putCountersAnyWay } from '../../effects/damage'

export const GALARIAN_CORSOLA = pokemon({
  id: 'swsh2-78',
  name: 'Galarian Corsola',
  stage: 'basic',
  hp: 80,
  types: ['psychic'],
  weakness: weak('darkness'),
  resistance: resist('fighting'),
  retreat: 2,
  attacks: [
    attack('Cursed Drop', ['psychic'], 0, {
      text: "Put 3 damage counters on your opponent's Pokémon, split among them as you choose.",
      *effect(c) {
        yield* putCountersAnyWay(c, 3, (c) => c.allPokemon(c.opp), 'Cursed Drop')
      },
    }),
  ],
})
