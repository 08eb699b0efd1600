import { attack, pokemon, weak } from '../../kit'
import { eachDefendingIsNow } from '../../effects/conditions'
import { ignoringResistance } from '../../effects/damage'

/** ex2-33. Breloom: Super Poison Breath poisons; Sky Uppercut's damage ignores Resistance. */
export const BRELOOM = pokemon({
  id: 'ex2-33',
  name: 'Breloom',
  stage: 'stage1',
  evolvesFrom: 'Shroomish',
  hp: 70,
  types: ['grass'],
  weakness: weak('fire'),
  retreat: 1,
  attacks: [
    attack('Super Poison Breath', ['colorless'], 0, {
      text: 'Each Defending Pokémon is now Poisoned.',
      effect: eachDefendingIsNow('poisoned'),
    }),
    attack('Sky Uppercut', ['fighting', 'colorless', 'colorless'], 50, {
      text: "This attack's damage isn't affected by Resistance.",
      effect: ignoringResistance,
    }),
  ],
})
