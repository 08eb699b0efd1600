import { takesLessDamageNextTurn, thisCantAttackNextTurn } from '../../effects/next-turn'
import { attack, pokemon, resist, weak } from '../../kit'

export const ZAMAZENTA = pokemon({
  id: 'swsh2-140',
  name: 'Zamazenta',
  stage: 'basic',
  hp: 120,
  types: ['metal'],
  weakness: weak('fire'),
  resistance: resist('grass'),
  retreat: 2,
  attacks: [
    attack('Guard Press', ['metal', 'colorless'], 30, {
      text: "Until the end of your opponent's next turn, damage from attacks done to this Pokémon is 20 less (after Weakness and Resistance).",
      effect: takesLessDamageNextTurn(20),
    }),
    attack('Power Rush', ['metal', 'metal', 'colorless'], 120, {
      text: "Flip a coin. On tails, this Pokémon can't attack during your next turn.",
      effect(c) {
        if (c.flip()) c.dealDamage()
        else thisCantAttackNextTurn(c)
      },
    }),
  ],
})
