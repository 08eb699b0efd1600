import { attack, pokemon, weak } from '../../kit'
import { defendingIsNow } from '../../effects/conditions'
import { switchInOpponentsBenchedThenDamageIt } from '../../effects/in-play'

export const MALAMAR_V = pokemon({
  id: 'swsh2-121',
  name: 'Malamar V',
  stage: 'basic',
  hp: 210,
  types: ['darkness'],
  weakness: weak('grass'),
  retreat: 2,
  ruleBox: 'V',
  attacks: [
    attack('Drag Off', ['darkness', 'colorless'], 0, {
      text: "Switch 1 of your opponent's Benched Pokémon with their Active Pokémon, then this attack does 30 damage to the new Active Pokémon.",
      effect: switchInOpponentsBenchedThenDamageIt(30),
    }),
    attack('Brain Shake', ['darkness', 'darkness', 'colorless'], 130, {
      text: "Your opponent's Active Pokémon is now Confused.",
      effect: defendingIsNow('confused'),
    }),
  ],
})
