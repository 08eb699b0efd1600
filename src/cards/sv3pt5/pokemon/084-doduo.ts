import { attack, pokemon, resist, weak } from '../../kit'
import { alsoDamagesItself } from '../../effects/damage'

export const DODUO = pokemon({
  id: 'sv3pt5-84',
  name: 'Doduo',
  stage: 'basic',
  hp: 70,
  types: ['colorless'],
  weakness: weak('lightning'),
  resistance: resist('fighting'),
  retreat: 1,
  attacks: [
    attack('Reckless Charge', ['colorless'], 30, {
      text: 'After the damage, this Pokémon does 10 damage to itself as well.',
      effect: alsoDamagesItself(10),
    }),
  ],
})
