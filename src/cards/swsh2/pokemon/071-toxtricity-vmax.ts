import { attack, pokemon, weak } from '../../kit'
import { moreDamageIfDefendingIs } from '../../effects/damage'

export const TOXTRICITY_VMAX = pokemon({
  id: 'swsh2-71',
  name: 'Toxtricity VMAX',
  stage: 'vmax',
  evolvesFrom: 'Toxtricity V',
  ruleBox: 'VMAX',
  hp: 320,
  types: ['lightning'],
  weakness: weak('fighting'),
  retreat: 2,
  attacks: [
    attack('G-Max Riot', ['lightning', 'lightning', 'colorless'], 160, {
      damageSuffix: '+',
      text: "Does 80 more damage if your opponent's Active Pokémon is Poisoned.",
      effect: moreDamageIfDefendingIs('poisoned', 80),
    }),
  ],
})
