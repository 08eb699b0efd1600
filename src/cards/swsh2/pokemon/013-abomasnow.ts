import { defendingIsNow } from '../../effects/conditions'
import { attack, pokemon, weak } from '../../kit'

export const ABOMASNOW = pokemon({
  id: 'swsh2-13',
  name: 'Abomasnow',
  stage: 'stage1',
  evolvesFrom: 'Snover',
  hp: 140,
  types: ['grass'],
  weakness: weak('fire'),
  retreat: 3,
  attacks: [
    attack('Soothing Scent', ['grass', 'colorless', 'colorless'], 80, {
      text: "After the damage, your opponent's Active Pokémon is now Asleep.",
      effect: defendingIsNow('asleep'),
    }),
    attack('Megaton Lariat', ['grass', 'grass', 'colorless', 'colorless'], 140),
  ],
})
