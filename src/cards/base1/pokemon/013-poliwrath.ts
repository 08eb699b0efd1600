import { attack, pokemon, weak } from '../../kit'
import { discardAnEnergyFromDefending, extraWaterEnergy } from '../../effects/energy'

export const POLIWRATH = pokemon({
  id: 'base1-13',
  name: 'Poliwrath',
  stage: 'stage2',
  evolvesFrom: 'Poliwhirl',
  hp: 90,
  types: ['water'],
  weakness: weak('grass'),
  retreat: 3,
  attacks: [
    attack('Water Gun', ['water', 'water', 'colorless'], 30, {
      damageSuffix: '+',
      text: "Does 30 damage plus 10 more for each Water Energy attached to Poliwrath that isn't needed to pay this attack's cost (at most 20 more).",
      effect: (c) => {
        c.damage += 10 * extraWaterEnergy(c, 2)
      },
    }),
    attack('Whirlpool', ['water', 'water', 'colorless', 'colorless'], 40, {
      text: 'If the Defending Pokémon has any Energy cards attached, choose one of them and discard it.',
      effect: discardAnEnergyFromDefending,
    }),
  ],
})
