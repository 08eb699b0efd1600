import { attack, pokemon, weak } from '../../kit'
import { opponentSwitchesActive } from '../../effects/in-play'

export const YAMPER_73 = pokemon({
  id: 'swsh1-73',
  name: 'Yamper',
  stage: 'basic',
  hp: 70,
  types: ['lightning'],
  weakness: weak('fighting'),
  retreat: 1,
  attacks: [
    attack('Roar', ['colorless'], 0, {
      text: 'Your opponent chooses one of their Benched Pokémon to switch with their Active Pokémon.',
      effect: opponentSwitchesActive,
    }),
    attack('Static Shock', ['lightning'], 10),
  ],
})
