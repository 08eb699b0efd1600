import { defendingIsNow } from '../../effects/conditions'
import { attack, pokemon, weak } from '../../kit'

/** ex1-99. Lapras ex (Pokémon-ex: 2 Prize cards): Energy Ball grows with the Energy its cost leaves over. */
export const LAPRAS_EX = pokemon({
  id: 'ex1-99',
  name: 'Lapras ex',
  stage: 'basic',
  ruleBox: 'ex-classic',
  hp: 110,
  types: ['water'],
  weakness: weak('lightning'),
  retreat: 3,
  attacks: [
    attack('Energy Ball', ['water'], 10, {
      damageSuffix: '+',
      text:
        "10 more damage for each Energy attached to Lapras ex that isn't needed to pay this attack's cost (at most 20 " +
        'more).',
      effect: (c) => {
        // Every unit beyond the 1 the cost needs counts (a copy of the attack paid nothing: every unit counts).
        const spare = c.energyUnits(c.self) - (c.src.copied ? 0 : 1)
        c.damage += 10 * Math.max(0, Math.min(2, spare))
      },
    }),
    attack('Confuse Ray', ['water', 'water', 'colorless'], 30, {
      text: 'The Defending Pokémon is now Confused.',
      effect: defendingIsNow('confused'),
    }),
  ],
})
