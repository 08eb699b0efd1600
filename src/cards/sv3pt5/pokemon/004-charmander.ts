import { attack, pokemon, weak } from '../../kit'
import { discardStadiumInPlay } from '../../effects/in-play'

export const CHARMANDER = pokemon({
  id: 'sv3pt5-4',
  name: 'Charmander',
  stage: 'basic',
  hp: 70,
  types: ['fire'],
  weakness: weak('water'),
  retreat: 1,
  attacks: [
    attack('Blazing Destruction', ['fire'], 0, {
      text: "Put the Stadium card in play (whoever played it) into its owner's discard pile. Nothing happens if there is none.",
      effect: discardStadiumInPlay,
    }),
    attack('Steady Firebreathing', ['fire', 'fire'], 30),
  ],
})
