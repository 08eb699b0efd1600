import { attack, pokemon, weak } from '../../kit'
import { takesLessDamageNextTurn } from '../../effects/next-turn'

export const STONJOURNER_V = pokemon({
  id: 'swsh1-115',
  name: 'Stonjourner V',
  stage: 'basic',
  ruleBox: 'V',
  hp: 220,
  types: ['fighting'],
  weakness: weak('grass'),
  retreat: 3,
  attacks: [
    attack('Guard Press', ['fighting'], 40, {
      text: "During your opponent's next turn, this Pokémon takes 20 less damage from attacks (after Weakness and Resistance).",
      effect: takesLessDamageNextTurn(20),
    }),
    attack('Mega Kick', ['fighting', 'fighting', 'fighting'], 150),
  ],
})
