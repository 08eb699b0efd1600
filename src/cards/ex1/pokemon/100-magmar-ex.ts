import { defendingIsNow } from '../../effects/conditions'
import { defendingDuringNextTurn } from '../../effects/next-turn'
import { attack, pokemon, weak } from '../../kit'

/** ex1-100. Magmar ex (Pokémon-ex: 2 Prize cards): Smokescreen makes the Defending Pokémon's next attack a coin flip. */
export const MAGMAR_EX = pokemon({
  id: 'ex1-100',
  name: 'Magmar ex',
  stage: 'basic',
  ruleBox: 'ex-classic',
  hp: 90,
  types: ['fire'],
  weakness: weak('water'),
  retreat: 2,
  attacks: [
    attack('Smokescreen', ['fire'], 10, {
      text:
        "If the Defending Pokémon tries to attack during your opponent's next turn, your opponent flips a coin. If " +
        'tails, that attack does nothing.',
      effect: defendingDuringNextTurn({ source: 'ex1-100', key: 'smokescreen' }),
    }),
    attack('Super Singe', ['fire', 'fire', 'colorless'], 40, {
      text: 'The Defending Pokémon is now Burned.',
      effect: defendingIsNow('burned'),
    }),
  ],
  markers: {
    smokescreen: { beforeAttack: (_h, flip) => flip() },
  },
})
