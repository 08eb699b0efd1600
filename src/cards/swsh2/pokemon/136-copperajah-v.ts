import { takesLessDamageNextTurn } from '../../effects/next-turn'
import { attack, pokemon, resist, weak } from '../../kit'

export const COPPERAJAH_V = pokemon({
  id: 'swsh2-136',
  name: 'Copperajah V',
  stage: 'basic',
  ruleBox: 'V',
  hp: 220,
  types: ['metal'],
  weakness: weak('fire'),
  resistance: resist('grass'),
  retreat: 4,
  attacks: [
    attack('Adamantine Press', ['metal', 'metal', 'colorless'], 90, {
      text: "Until the end of your opponent's next turn, damage from attacks done to this Pokémon is 30 less (after Weakness and Resistance).",
      effect: takesLessDamageNextTurn(30),
    }),
    attack('Wrack Down', ['metal', 'metal', 'metal', 'colorless'], 180),
  ],
})
