import { attack, pokemon, weak } from '../../kit'
import { damageToOpponentsPokemonUnaffected } from '../../effects/damage'

export const SHIFTRY_22 = pokemon({
  id: 'ex2-22',
  name: 'Shiftry',
  stage: 'stage2',
  evolvesFrom: 'Nuzleaf',
  hp: 120,
  types: ['grass'],
  weakness: weak('fire'),
  retreat: 2,
  attacks: [
    attack('Feint Attack', ['colorless', 'colorless', 'colorless'], 0, {
      text: "Choose 1 of your opponent's Pokémon: this attack does 40 damage to it, unaffected by Weakness, Resistance, Poké-Powers, Poké-Bodies and any other effects on that Pokémon.",
      effect: damageToOpponentsPokemonUnaffected(40),
    }),
    attack('Slash', ['grass', 'colorless', 'colorless', 'colorless'], 60),
  ],
})
