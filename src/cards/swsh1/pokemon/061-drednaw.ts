import { attack, pokemon, weak } from '../../kit'
import { moreDamageForEach } from '../../effects/damage'
import { defendingCantRetreat } from '../../effects/next-turn'

export const DREDNAW = pokemon({
  id: 'swsh1-61',
  name: 'Drednaw',
  stage: 'stage1',
  evolvesFrom: 'Chewtle',
  hp: 130,
  types: ['water'],
  weakness: weak('lightning'),
  retreat: 3,
  attacks: [
    attack('Vise Bite', ['water', 'colorless', 'colorless'], 60, {
      damageSuffix: '+',
      text: "Does 30 more damage for each Colorless symbol in the Retreat Cost of the opponent's Active Pokémon (as it is now).",
      effect: moreDamageForEach(30, (c) => c.retreatCostOf(c.defending)),
    }),
    attack('Jaw Lock', ['water', 'colorless', 'colorless', 'colorless'], 130, {
      text: "During your opponent's next turn, the Defending Pokémon can't retreat.",
      effect: defendingCantRetreat,
    }),
  ],
})
