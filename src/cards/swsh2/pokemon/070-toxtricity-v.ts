import { attack, pokemon, weak } from '../../kit'
import { defendingIsNow } from '../../effects/conditions'
import { moreDamageIfDefendingIs } from '../../effects/damage'

export const TOXTRICITY_V = pokemon({
  id: 'swsh2-70',
  name: 'Toxtricity V',
  stage: 'basic',
  ruleBox: 'V',
  hp: 210,
  types: ['lightning'],
  weakness: weak('fighting'),
  retreat: 2,
  attacks: [
    attack('Poison Jab', ['lightning'], 20, {
      text: "After the damage, your opponent's Active Pokémon becomes Poisoned.",
      effect: defendingIsNow('poisoned'),
    }),
    attack('Electric Riot', ['lightning', 'lightning', 'colorless'], 90, {
      damageSuffix: '+',
      text: "Does 90 more damage if your opponent's Active Pokémon is Poisoned.",
      effect: moreDamageIfDefendingIs('poisoned', 90),
    }),
  ],
})
