import { isPokemonV } from '../../../engine'
import { moreDamageIfOpponentsActiveIs } from '../../effects/damage'
import { attack, pokemon, weak } from '../../kit'

export const EEVEE_V = pokemon({
  id: 'swsh12pt5-108',
  name: 'Eevee V',
  stage: 'basic',
  ruleBox: 'V',
  hp: 200,
  types: ['colorless'],
  weakness: weak('fighting'),
  retreat: 1,
  attacks: [
    attack('Tackle', ['colorless'], 30),
    attack('Vee Brave', ['colorless', 'colorless', 'colorless'], 80, {
      damageSuffix: '+',
      text: "80 more damage if your opponent's Active Pokémon is a Pokémon V.",
      effect: moreDamageIfOpponentsActiveIs(isPokemonV, 80),
    }),
  ],
})
