import { attack, pokemon, resist, weak } from '../../kit'
import { opponentSwitchesActive } from '../../effects/in-play'

export const PIDGEY = pokemon({
  id: 'base1-57',
  name: 'Pidgey',
  stage: 'basic',
  hp: 40,
  types: ['colorless'],
  weakness: weak('lightning'),
  resistance: resist('fighting'),
  retreat: 1,
  attacks: [
    attack('Whirlwind', ['colorless', 'colorless'], 10, {
      text: 'After the damage, if your opponent has any Benched Pokémon, they pick one and switch it with the Defending Pokémon.',
      // A Defending Pokémon the damage Knocked Out is not switched: it is replaced as usual (a switch to the Bench
      // would end its attack effects first, such as Gastly's Destiny Bond).
      effect: opponentSwitchesActive,
    }),
  ],
})
