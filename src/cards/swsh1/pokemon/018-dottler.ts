import { attack, pokemon, weak } from '../../kit'
import { takesLessDamageNextTurn } from '../../effects/next-turn'

export const DOTTLER = pokemon({
  id: 'swsh1-18',
  name: 'Dottler',
  stage: 'stage1',
  evolvesFrom: 'Blipbug',
  hp: 70,
  types: ['grass'],
  weakness: weak('fire'),
  retreat: 2,
  attacks: [
    attack('Reflect', ['colorless'], 0, {
      text: "During your opponent's next turn, damage from attacks done to this Pokémon is reduced by 40 (after Weakness and Resistance).",
      effect: takesLessDamageNextTurn(40),
    }),
    attack('Ram', ['grass', 'colorless'], 30),
  ],
})
