import { attack, pokemon, resist, weak } from '../../kit'
import { darkMind } from '../attacks'

export const DUSKULL_62 = pokemon({
  id: 'ex2-62',
  name: 'Duskull',
  stage: 'basic',
  hp: 40,
  types: ['psychic'],
  weakness: weak('darkness'),
  resistance: resist('fighting'),
  retreat: 1,
  attacks: [
    attack('Haunt', ['psychic'], 0, {
      text: 'Put 1 damage counter on the Defending Pokémon.',
      effect(c) {
        c.putCounters(c.defending, 1)
      },
    }),
    darkMind(['colorless', 'colorless'], 10),
  ],
})
