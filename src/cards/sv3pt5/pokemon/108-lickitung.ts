import { attack, pokemon, weak } from '../../kit'
import { defendingDuringNextTurn } from '../../effects/next-turn'

export const LICKITUNG = pokemon({
  id: 'sv3pt5-108',
  name: 'Lickitung',
  stage: 'basic',
  hp: 100,
  types: ['colorless'],
  weakness: weak('fighting'),
  retreat: 4,
  attacks: [
    attack('Tongue-Tied', ['colorless', 'colorless', 'colorless'], 70, {
      text: "After the damage, the Defending Pokémon can't attack during your opponent's next turn.",
      effect: defendingDuringNextTurn({ source: 'engine', key: 'cant-attack' }),
    }),
  ],
})
