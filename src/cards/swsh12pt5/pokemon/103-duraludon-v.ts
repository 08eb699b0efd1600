import { defendingDuringNextTurn } from '../../effects/next-turn'
import { attack, pokemon } from '../../kit'

export const DURALUDON_V = pokemon({
  id: 'swsh12pt5-103',
  name: 'Duraludon V',
  stage: 'basic',
  ruleBox: 'V',
  tags: ['Single Strike'],
  hp: 220,
  types: ['dragon'],
  retreat: 2,
  attacks: [
    attack('Metal Claw', ['fighting', 'metal'], 70),
    attack('Breaking Swipe', ['fighting', 'metal', 'metal'], 140, {
      text: "During your opponent's next turn, attacks of the Defending Pokémon do 30 less damage (before Weakness and Resistance).",
      // A negative boost to the damage its attacks do, before Weakness and Resistance (DMG-2).
      effect: defendingDuringNextTurn({ source: 'engine', key: 'boost-damage', data: { amount: -30 } }),
    }),
  ],
})
