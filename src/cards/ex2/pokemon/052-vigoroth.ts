import { attack, pokemon, weak } from '../../kit'
import { attackDoesMoreDuringYourNextTurn } from '../../effects/next-turn'

/** "Base damage 90 instead of 40" is 50 more before Weakness and Resistance. */
const FOCUS = attackDoesMoreDuringYourNextTurn('ex2-52', 'Slash', 50)

export const VIGOROTH = pokemon({
  id: 'ex2-52',
  name: 'Vigoroth',
  stage: 'stage1',
  evolvesFrom: 'Slakoth',
  hp: 70,
  types: ['colorless'],
  weakness: weak('fighting'),
  retreat: 1,
  markers: FOCUS.markers,
  attacks: [
    attack('Focus Energy', ['colorless'], 0, {
      text: "During your next turn, the base damage of Vigoroth's Slash attack is 90 instead of 40.",
      effect: FOCUS.effect,
    }),
    attack('Slash', ['colorless', 'colorless', 'colorless'], 40),
  ],
})
