import { attack, pokemon, weak } from '../../kit'
import { ifHeadsDefendingIsNow } from '../../effects/conditions'

/** ex2-98. An evolved Pokémon-ex (EX-7): a Stage 1 that evolves from the ordinary Pikachu; 2 Prize cards. */
export const RAICHU_EX = pokemon({
  id: 'ex2-98',
  name: 'Raichu ex',
  stage: 'stage1',
  evolvesFrom: 'Pikachu',
  hp: 100,
  types: ['lightning'],
  weakness: weak('fighting'),
  retreat: 1,
  ruleBox: 'ex-classic',
  attacks: [
    attack('Dazzle Blast', ['lightning'], 20, {
      text: 'Flip a coin. If heads, the Defending Pokémon is now Confused.',
      effect: ifHeadsDefendingIsNow('confused'),
    }),
    attack('Mega Thunderbolt', ['lightning', 'lightning', 'colorless'], 120, {
      text: 'Discard all Energy cards attached to Raichu ex.',
      effect(c) {
        c.dealDamage()
        c.discard(c.energyOn(c.self))
      },
    }),
  ],
})
