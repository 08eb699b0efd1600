import { attack, pokemon, weak } from '../../kit'
import { damageToOpponentsPokemonUnaffected } from '../../effects/damage'
import { POISON_PAYBACK } from '../bodies'

export const CACTURNE = pokemon({
  id: 'ex2-2',
  name: 'Cacturne',
  stage: 'stage1',
  evolvesFrom: 'Cacnea',
  hp: 80,
  types: ['grass'],
  weakness: weak('fire'),
  retreat: 1,
  abilities: [POISON_PAYBACK],
  attacks: [
    attack('Feint Attack', ['colorless', 'colorless', 'colorless'], 0, {
      text: "Choose 1 of your opponent's Pokémon: this attack does 40 damage to it, unaffected by Weakness, Resistance, Poké-Powers, Poké-Bodies and any other effects on that Pokémon.",
      effect: damageToOpponentsPokemonUnaffected(40),
    }),
  ],
})
