import { attack, pokemon, weak } from '../../kit'
import { takesLessDamageNextTurn } from '../../effects/next-turn'

export const WOOLOO_152 = pokemon({
  id: 'swsh1-152',
  name: 'Wooloo',
  stage: 'basic',
  hp: 70,
  types: ['colorless'],
  weakness: weak('fighting'),
  retreat: 1,
  attacks: [
    attack('Expand', ['colorless', 'colorless'], 30, {
      text: "Until the end of your opponent's next turn, damage from attacks to this Pokémon is 10 less (after Weakness and Resistance).",
      effect: takesLessDamageNextTurn(10),
    }),
  ],
})
