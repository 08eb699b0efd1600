import { attack, pokemon, weak } from '../../kit'
import { alsoDamagesItself } from '../../effects/damage'
import { takesLessDamageNextTurn } from '../../effects/next-turn'

export const DUBWOOL = pokemon({
  id: 'swsh1-154',
  name: 'Dubwool',
  stage: 'stage1',
  evolvesFrom: 'Wooloo',
  hp: 130,
  types: ['colorless'],
  weakness: weak('fighting'),
  retreat: 2,
  attacks: [
    attack('Cotton Guard', ['colorless'], 30, {
      text: "Until the end of your opponent's next turn, damage from attacks to this Pokémon is 30 less (after Weakness and Resistance).",
      effect: takesLessDamageNextTurn(30),
    }),
    attack('Double-Edge', ['colorless', 'colorless', 'colorless'], 120, {
      text: 'After the damage, this Pokémon does 30 damage to itself too.',
      effect: alsoDamagesItself(30),
    }),
  ],
})
