import { attack, pokemon, resist, weak } from '../../kit'
import { defendingCantRetreat } from '../../effects/next-turn'

/** ex1-65. Poochyena (Shadow Bind). */
export const POOCHYENA_65 = pokemon({
  id: 'ex1-65',
  name: 'Poochyena',
  stage: 'basic',
  hp: 50,
  types: ['darkness'],
  weakness: weak('fighting'),
  resistance: resist('psychic'),
  retreat: 1,
  attacks: [
    attack('Shadow Bind', ['darkness'], 10, {
      text: "The Defending Pokémon can't retreat during your opponent's next turn.",
      effect: defendingCantRetreat,
    }),
  ],
})
