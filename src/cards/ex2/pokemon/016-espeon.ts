import { attack, pokemon, weak } from '../../kit'
import { ifHeadsDefendingIsNow } from '../../effects/conditions'
import { moreDamageForEach } from '../../effects/damage'
import { energyUnitsOnAll } from '../../effects/energy'

export const ESPEON = pokemon({
  id: 'ex2-16',
  name: 'Espeon',
  stage: 'stage1',
  evolvesFrom: 'Eevee',
  hp: 80,
  types: ['psychic'],
  weakness: weak('psychic'),
  retreat: 1,
  attacks: [
    attack('Confuse Ray', ['psychic'], 20, {
      text: 'Flip a coin. If heads, the Defending Pokémon is now Confused.',
      effect: ifHeadsDefendingIsNow('confused'),
    }),
    attack('Energy Crush', ['colorless', 'colorless', 'colorless'], 20, {
      damageSuffix: '+',
      text: "Does 20 damage plus 10 more damage for each Energy attached to all of your opponent's Pokémon.",
      effect: moreDamageForEach(10, (c) => energyUnitsOnAll(c, c.opp)),
    }),
  ],
})
