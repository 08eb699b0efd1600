import { alsoDamagesItself } from '../../effects/damage'
import { attack, pokemon, weak } from '../../kit'

export const SHINX_40 = pokemon({
  id: 'swsh12pt5-40',
  name: 'Shinx',
  stage: 'basic',
  hp: 60,
  types: ['lightning'],
  weakness: weak('fighting'),
  retreat: 1,
  attacks: [
    attack('Thunder Jolt', ['lightning'], 30, {
      text: 'This Pokémon does 10 damage to itself as well.',
      effect: alsoDamagesItself(10),
    }),
  ],
})
