import { attack, pokemon, resist, weak } from '../../kit'
import { takesLessDamageNextTurn } from '../../effects/next-turn'

/** ex1-49. Aron: Teary Eyes softens the next attack against it. */
export const ARON_49 = pokemon({
  id: 'ex1-49',
  name: 'Aron',
  stage: 'basic',
  hp: 40,
  types: ['metal'],
  weakness: weak('fire'),
  resistance: resist('grass'),
  retreat: 1,
  attacks: [
    attack('Teary Eyes', ['colorless'], 0, {
      text: "During your opponent's next turn, damage done to Aron by attacks is 10 less.",
      effect: takesLessDamageNextTurn(10),
    }),
    attack('Ram', ['colorless', 'colorless'], 20),
  ],
})
