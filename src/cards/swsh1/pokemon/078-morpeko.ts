import { attack, pokemon, weak } from '../../kit'
import { moreDamageIfDefendingDamaged } from '../../effects/damage'

export const MORPEKO = pokemon({
  id: 'swsh1-78',
  name: 'Morpeko',
  stage: 'basic',
  hp: 90,
  types: ['lightning'],
  weakness: weak('fighting'),
  retreat: 1,
  attacks: [
    attack('Attack the Wound', ['lightning'], 10, {
      damageSuffix: '+',
      text: "Does 50 more damage if the opponent's Active Pokémon already has damage counters on it.",
      effect: moreDamageIfDefendingDamaged(50),
    }),
  ],
})
