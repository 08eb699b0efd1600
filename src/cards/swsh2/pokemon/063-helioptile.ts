import { attack, pokemon, weak } from '../../kit'
import { alsoDamagesItself } from '../../effects/damage'

export const HELIOPTILE = pokemon({
  id: 'swsh2-63',
  name: 'Helioptile',
  stage: 'basic',
  hp: 70,
  types: ['lightning'],
  weakness: weak('fighting'),
  retreat: 1,
  attacks: [
    attack('Thunder Jolt', ['lightning'], 30, {
      text: 'This Pokémon takes 10 damage too.',
      effect: alsoDamagesItself(10),
    }),
  ],
})
