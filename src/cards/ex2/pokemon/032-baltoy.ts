import { runEffect } from '../../../engine'
import { attack, pokemon, weak } from '../../kit'
import { opponentSwitchesActive } from '../../effects/in-play'

/** ex2-32. Baltoy: Rapid Spin makes both players switch their Active Pokémon, the opponent first. */
export const BALTOY = pokemon({
  id: 'ex2-32',
  name: 'Baltoy',
  stage: 'basic',
  hp: 50,
  types: ['fighting'],
  weakness: weak('grass'),
  retreat: 1,
  attacks: [
    attack('Rapid Spin', ['colorless'], 10, {
      text: 'Your opponent switches the Defending Pokémon with 1 of their Benched Pokémon, if they have any (they choose). Then switch Baltoy with 1 of your Benched Pokémon, if you have any.',
      *effect(c) {
        yield* runEffect(opponentSwitchesActive, c)
        yield* c.switchActive(c.seat, c.seat, 'Rapid Spin: switch Baltoy with which Benched Pokémon?')
      },
    }),
  ],
})
