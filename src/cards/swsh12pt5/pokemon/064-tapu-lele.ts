import { attack, pokemon, weak } from '../../kit'
import { damageForEachEnergyOnBothActive } from '../../effects/energy'
import { healThis } from '../../effects/healing'

export const TAPU_LELE = pokemon({
  id: 'swsh12pt5-64',
  name: 'Tapu Lele',
  stage: 'basic',
  hp: 110,
  types: ['psychic'],
  weakness: weak('metal'),
  retreat: 1,
  attacks: [
    attack('Energy Burst', ['colorless', 'colorless'], 20, {
      damageSuffix: '×',
      text: "Does 20 damage for each Energy attached to both Active Pokémon, yours and your opponent's.",
      effect: damageForEachEnergyOnBothActive,
    }),
    attack('Spiral Drain', ['psychic', 'psychic', 'colorless'], 100, {
      text: 'After the damage, heal 30 damage from this Pokémon.',
      effect: healThis(30),
    }),
  ],
})
