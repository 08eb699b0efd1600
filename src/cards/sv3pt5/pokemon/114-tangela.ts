import { attack, pokemon, weak } from '../../kit'
import { moreDamageIfPlayedThisTurn } from '../../effects/damage'

export const TANGELA = pokemon({
  id: 'sv3pt5-114',
  name: 'Tangela',
  stage: 'basic',
  hp: 80,
  types: ['grass'],
  weakness: weak('fire'),
  retreat: 2,
  attacks: [
    attack('Tactful Tangling', ['grass'], 10, {
      damageSuffix: '+',
      text: "10 damage, or 70 if you played Erika's Invitation from your hand this turn.",
      effect: moreDamageIfPlayedThisTurn("Erika's Invitation", 60),
    }),
  ],
})
