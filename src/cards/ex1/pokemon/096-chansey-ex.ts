import { sameRef } from '../../../engine'
import { alsoDamagesItself } from '../../effects/damage'
import { attack, pokemon, weak } from '../../kit'

/** ex1-96. Chansey ex (Pokémon-ex: 2 Prize cards): Healing Egg heals every Pokémon of yours but Chansey ex. */
export const CHANSEY_EX = pokemon({
  id: 'ex1-96',
  name: 'Chansey ex',
  stage: 'basic',
  ruleBox: 'ex-classic',
  hp: 120,
  types: ['colorless'],
  weakness: weak('fighting'),
  retreat: 3,
  attacks: [
    attack('Healing Egg', ['colorless', 'colorless'], 0, {
      text: 'Remove 2 damage counters (1 if it has only 1) from each of your Pokémon other than Chansey ex.',
      effect: (c) => {
        for (const ref of c.allPokemon(c.seat)) if (!sameRef(ref, c.self)) c.heal(ref, 20)
      },
    }),
    attack('Double-edge', ['colorless', 'colorless', 'colorless'], 80, {
      text: 'Chansey ex also does 60 damage to itself.',
      effect: alsoDamagesItself(60),
    }),
  ],
})
