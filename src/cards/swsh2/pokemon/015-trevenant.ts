import { defendingCantRetreat } from '../../effects/next-turn'
import { attack, pokemon, weak } from '../../kit'

export const TREVENANT = pokemon({
  id: 'swsh2-15',
  name: 'Trevenant',
  stage: 'stage1',
  evolvesFrom: 'Phantump',
  hp: 130,
  types: ['grass'],
  weakness: weak('fire'),
  retreat: 3,
  attacks: [
    attack('Seed Bomb', ['grass'], 40),
    attack('Shadow Cage', ['grass', 'grass', 'colorless'], 120, {
      text: "The Defending Pokémon can't retreat during your opponent's next turn.",
      effect: defendingCantRetreat,
    }),
  ],
})
