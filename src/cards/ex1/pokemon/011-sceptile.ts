import type { SpecialCondition } from '../../../engine'
import { attack, pokemon, resist, weak } from '../../kit'

/** Lizard Poison's Special Conditions by the Energy attached to Sceptile (4 or more: the last row). */
const LIZARD_POISON: readonly (readonly SpecialCondition[])[] = [
  [],
  ['asleep'],
  ['poisoned'],
  ['asleep', 'poisoned'],
  ['asleep', 'burned', 'poisoned'],
]

/** ex1-11. Sceptile: Lizard Poison's Special Conditions grow with the Energy Sceptile carries. */
export const SCEPTILE_11 = pokemon({
  id: 'ex1-11',
  name: 'Sceptile',
  stage: 'stage2',
  evolvesFrom: 'Grovyle',
  hp: 120,
  types: ['grass'],
  weakness: weak('fire'),
  resistance: resist('water'),
  retreat: 3,
  attacks: [
    attack('Lizard Poison', ['colorless'], 20, {
      text:
        'With 1 Energy attached to Sceptile, the Defending Pokémon is now Asleep; with 2, Poisoned; with 3, Asleep ' +
        'and Poisoned; with 4 or more, Asleep, Burned and Poisoned.',
      effect: (c) => {
        c.dealDamage()
        const conds = LIZARD_POISON[Math.min(c.energyUnits(c.self), LIZARD_POISON.length - 1)]!
        for (const cond of conds) c.condition(c.defending, cond)
      },
    }),
    attack('Solarbeam', ['grass', 'grass', 'colorless', 'colorless', 'colorless'], 70),
  ],
})
