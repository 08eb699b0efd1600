import { attack, pokemon, weak } from '../../kit'
import { discardTopOfOpponentsDeck } from '../../effects/cards-in-hand'
import { moreDamageIfDefendingDamaged } from '../../effects/damage'

export const KINGLER = pokemon({
  id: 'swsh1-44',
  name: 'Kingler',
  stage: 'stage1',
  evolvesFrom: 'Krabby',
  hp: 130,
  types: ['water'],
  weakness: weak('lightning'),
  retreat: 2,
  attacks: [
    attack('Heavy Pincers', ['water'], 40, {
      text: "After the damage, discard the top card of your opponent's deck.",
      effect: discardTopOfOpponentsDeck(1),
    }),
    attack('Claw Rend', ['water', 'colorless', 'colorless'], 90, {
      damageSuffix: '+',
      text: "Does 60 more damage if the opponent's Active Pokémon already has damage counters on it.",
      effect: moreDamageIfDefendingDamaged(60),
    }),
  ],
})
