import { attack, pokemon, weak } from '../../kit'
import { alsoDamagesItself } from '../../effects/damage'

export const PIKACHU = pokemon({
  id: 'swsh12pt5-160',
  name: 'Pikachu',
  stage: 'basic',
  hp: 70,
  types: ['lightning'],
  weakness: weak('fighting'),
  retreat: 1,
  attacks: [
    attack('Wild Charge', ['lightning', 'lightning', 'colorless'], 90, {
      text: 'This Pokémon does 30 damage to itself as well.',
      effect: alsoDamagesItself(30),
    }),
  ],
})
